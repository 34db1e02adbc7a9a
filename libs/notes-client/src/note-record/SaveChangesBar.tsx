import { useId, useState, type ReactNode } from 'react';
import { Button, Flex } from '@clinote/ui';
import { RECORD_TEXTS as T } from './texts';
import type { useNoteRecord } from './useNoteRecord';

/**
 * Save changes of an edited saved note, with "E-mail me the updated version" (on by default:
 * docs/decisions/0156-owning-the-result-on-screen.md); `extra` sits beside it (the Note dialog's Cancel).
 * `onSaved` runs once the change is saved.
 */
export function SaveChangesBar({
  record,
  extra,
  onSaved,
}: {
  record: Pick<ReturnType<typeof useNoteRecord>, 'dirty' | 'savingChanges' | 'saveChanges'>;
  extra?: ReactNode;
  onSaved?: () => void;
}) {
  const [emailToo, setEmailToo] = useState(true);
  const emailId = useId();
  const save = async () => {
    if (await record.saveChanges({ emailToo })) onSaved?.();
  };
  return (
    <Flex wrap gap={12} align="center">
      <Button type="primary" onClick={() => void save()} loading={record.savingChanges} disabled={!record.dirty}>
        {record.savingChanges ? T.savingChanges : T.saveChanges}
      </Button>
      {extra}
      <label htmlFor={emailId} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <input id={emailId} type="checkbox" checked={emailToo} onChange={(event) => setEmailToo(event.target.checked)} />
        {T.emailAgain}
      </label>
    </Flex>
  );
}

/** A signing or profile dialog's footer: Cancel, and the button that submits its form. */
export function DialogActions({ formId, busy, submit, onCancel }: { formId: string; busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <Flex wrap gap={8} justify="flex-end">
      <Button onClick={onCancel} disabled={busy}>
        {T.cancel}
      </Button>
      <Button type="primary" htmlType="submit" form={formId} loading={busy}>
        {submit}
      </Button>
    </Flex>
  );
}
