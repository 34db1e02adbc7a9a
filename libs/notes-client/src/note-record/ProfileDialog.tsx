import { useState, type FormEvent } from 'react';
import { errorMessage, notify, useSession } from '@clinote/platform';
import { Dialog, Flex, Text } from '@clinote/ui';
import { useUpdateProfileMutation } from '../notes-api';
import { profileAnswers, profileProblem, profileUpdate, ProfileFields, type ProfileAnswers } from './profile-fields';
import { DialogActions } from './SaveChangesBar';
import { RECORD_TEXTS as T } from './texts';

const FORM_ID = 'signature-profile-form';

/** The account menu's "Signature and credentials" (issue 25): the name, credentials and NPI a signature shows. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const [answers, setAnswers] = useState<ProfileAnswers>(() => profileAnswers(user));
  const [problem, setProblem] = useState<string | null>(null);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  // Opened again: the profile as the account holds it now.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setAnswers(profileAnswers(user));
      setProblem(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = profileProblem(answers);
    if (missing) return setProblem(missing);
    try {
      await updateProfile(profileUpdate(answers)).unwrap();
      notify(T.profileSaved);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error) ?? 'Your profile could not be saved. Please try again.');
    }
  }

  return (
    <Dialog
      open={open}
      title={T.profileTitle}
      description={T.profileExplain}
      onClose={onClose}
      footer={<DialogActions formId={FORM_ID} busy={isLoading} submit={T.saveProfile} onCancel={onClose} />}
    >
      <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate>
        <Flex vertical gap={12}>
          <ProfileFields answers={answers} onChange={setAnswers} disabled={isLoading} />
          {problem ? (
            <Text type="danger" role="alert">
              {problem}
            </Text>
          ) : null}
        </Flex>
      </form>
    </Dialog>
  );
}
