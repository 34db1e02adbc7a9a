import { useId, useState, type FormEvent } from 'react';
import { signerNameLine, type Note } from '@clinote/contracts';
import { errorMessage, notify, useSession } from '@clinote/platform';
import { Button, Dialog, FieldRow, Flex, PasswordInput, PlainTextArea, Text } from '@clinote/ui';
import { useAddAddendumMutation, useConfirmPasswordMutation, useSignNoteMutation, useUpdateProfileMutation } from '../notes-api';
import { canSign, profileAnswers, profileProblem, profileUpdate, ProfileFields, type ProfileAnswers } from './profile-fields';
import { DialogActions } from './SaveChangesBar';
import { RECORD_TEXTS as T, type RecordSubject } from './texts';

export interface SignDialogProps {
  open: boolean;
  onClose: () => void;
  noteId: string;
  subject: RecordSubject;
  /** 'sign' the note, or add a signed 'addendum' under it. */
  mode: 'sign' | 'addendum';
  /** The note as the server answered (signed, or with the new addendum). */
  onDone: (note: Note) => void;
}

/**
 * Signing a note or an addendum (issue 25, docs/decisions/0152-sign-and-lock.md): who signs (the
 * profile: name and credentials, NPI optional; filled in here when it is missing, or changed), the
 * addendum's text, and the password typed again. Then PUT /auth/profile when changed, POST
 * /auth/confirm-password for a one-use signing token, and POST /notes/{id}/sign or /addenda. A refusal
 * (a wrong password, the profile's format) is said in the dialog, which stays open with what was typed
 * (the password emptied).
 */
export function SignDialog({ open, onClose, noteId, subject, mode, onDone }: SignDialogProps) {
  const { user } = useSession();
  const id = useId();
  const [profile, setProfile] = useState<ProfileAnswers>(() => profileAnswers(user));
  const [editingProfile, setEditingProfile] = useState(() => !canSign(user));
  const [addendum, setAddendum] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [updateProfile] = useUpdateProfileMutation();
  const [confirmPassword] = useConfirmPasswordMutation();
  const [signNote] = useSignNoteMutation();
  const [addAddendum] = useAddAddendumMutation();
  // Opened again: the profile as the account holds it now, nothing typed before.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setProfile(profileAnswers(user));
      setEditingProfile(!canSign(user));
      setProblem(null);
    }
  }

  const close = () => {
    if (busy) return;
    setPassword('');
    setProblem(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing =
      (editingProfile ? profileProblem(profile) : null) ??
      (mode === 'addendum' && !addendum.trim() ? T.addendumRequired : null) ??
      (!password ? T.passwordRequired : null);
    if (missing) return setProblem(missing);
    setBusy(true);
    setProblem(null);
    try {
      if (editingProfile) await updateProfile(profileUpdate(profile)).unwrap();
      setEditingProfile(false);
      const { signingToken } = await confirmPassword({ password }).unwrap();
      const note =
        mode === 'sign'
          ? await signNote({ id: noteId, signingToken }).unwrap()
          : await addAddendum({ id: noteId, text: addendum, signingToken }).unwrap();
      notify(mode === 'sign' ? T.signed(subject, note) : T.addendumAdded);
      setPassword('');
      setAddendum('');
      onDone(note);
      onClose();
    } catch (error) {
      setPassword('');
      setProblem(errorMessage(error) ?? 'Could not sign. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const formId = `${id}-form`;
  const signer = user && canSign(user) && !editingProfile ? user : null;
  return (
    <Dialog
      open={open}
      title={mode === 'sign' ? T.signTitle(subject) : T.addendumTitle}
      description={mode === 'sign' ? T.signExplain(subject) : T.addendumExplain(subject)}
      onClose={close}
      footer={
        <DialogActions
          formId={formId}
          busy={busy}
          submit={busy ? T.signing : mode === 'sign' ? T.signButton : T.signAddendumButton}
          onCancel={close}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Flex vertical gap={16}>
          {signer ? (
            <Flex wrap gap={8} align="center">
              <Text>
                {T.signAs}{' '}
                <Text strong>
                  {signerNameLine({
                    name: `${signer.firstName?.trim()} ${signer.lastName?.trim()}`,
                    credentials: signer.credentials ?? '',
                  })}
                </Text>
                {signer.npi ? ` (NPI ${signer.npi})` : ''}
              </Text>
              <Button size="small" onClick={() => setEditingProfile(true)} disabled={busy}>
                {T.changeProfile}
              </Button>
            </Flex>
          ) : (
            <ProfileFields answers={profile} onChange={setProfile} disabled={busy} />
          )}
          {mode === 'addendum' ? (
            <FieldRow id={`${id}-addendum`} label={T.addendumLabel}>
              <PlainTextArea id={`${id}-addendum`} value={addendum} onChange={(event) => setAddendum(event.target.value)} disabled={busy} />
            </FieldRow>
          ) : null}
          <FieldRow id={`${id}-password`} label={T.passwordLabel}>
            <PasswordInput
              id={`${id}-password`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              aria-describedby={`${id}-password-hint`}
              disabled={busy}
            />
            <Text type="secondary" id={`${id}-password-hint`}>
              {T.passwordHint}
            </Text>
          </FieldRow>
          {problem ? (
            <Text type="danger" role="alert" data-testid="sign-problem">
              {problem}
            </Text>
          ) : null}
        </Flex>
      </form>
    </Dialog>
  );
}
