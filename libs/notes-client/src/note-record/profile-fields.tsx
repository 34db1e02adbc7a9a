import { useId } from 'react';
import type { CurrentUser } from '@clinote/contracts';
import { FieldRow, Flex, Input } from '@clinote/ui';
import { RECORD_TEXTS as T } from './texts';

/** The profile a signature shows, as typed (issue 25). */
export interface ProfileAnswers {
  firstName: string;
  lastName: string;
  credentials: string;
  npi: string;
}

export const profileAnswers = (user: CurrentUser | null | undefined): ProfileAnswers => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  credentials: user?.credentials ?? '',
  npi: user?.npi ?? '',
});

/** Whether the account can sign as it is: a first and last name and credentials (the NPI is optional). */
export const canSign = (user: CurrentUser | null | undefined): boolean =>
  !!user?.firstName?.trim() && !!user.lastName?.trim() && !!user.credentials?.trim();

/** What the browser checks before asking the server (which checks everything again): the one message, or null. */
export function profileProblem(answers: ProfileAnswers): string | null {
  if (!answers.firstName.trim() || !answers.lastName.trim()) return T.nameRequired;
  if (!answers.credentials.trim()) return 'Please enter your credentials (e.g. PT, DPT, OTR/L or RN).';
  return null;
}

/** The body PUT /api/auth/profile takes. */
export const profileUpdate = (answers: ProfileAnswers) => ({
  firstName: answers.firstName.trim(),
  lastName: answers.lastName.trim(),
  credentials: answers.credentials.trim(),
  npi: answers.npi.trim() || null,
});

/** First and last name, credentials, NPI: four labelled inputs, two per row where there is room. */
export function ProfileFields({
  answers,
  onChange,
  disabled,
}: {
  answers: ProfileAnswers;
  onChange: (answers: ProfileAnswers) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const field = (key: keyof ProfileAnswers, label: string, extra: Record<string, string> = {}) => (
    <div style={{ flex: '1 1 200px', minWidth: 0 }}>
      <FieldRow id={`${id}-${key}`} label={label}>
        <Input
          id={`${id}-${key}`}
          value={answers[key]}
          disabled={disabled}
          onChange={(event) => onChange({ ...answers, [key]: event.target.value })}
          {...extra}
        />
      </FieldRow>
    </div>
  );
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12}>
        {field('firstName', T.firstName, { autoComplete: 'given-name' })}
        {field('lastName', T.lastName, { autoComplete: 'family-name' })}
      </Flex>
      <Flex wrap gap={12}>
        {field('credentials', T.credentials, { placeholder: T.credentialsExample, autoComplete: 'honorific-suffix' })}
        {field('npi', T.npi, { placeholder: T.npiExample, inputMode: 'numeric', autoComplete: 'off' })}
      </Flex>
    </Flex>
  );
}
