import { useState, type ReactNode, type Ref } from 'react';
import { Button, Flex, ResultCard } from '@clinote/ui';
import type { SaveState } from '../document-flow';
import { SaveChangesBar } from './SaveChangesBar';
import { SignatureBlock } from './SignatureBlock';
import { SignDialog, usePreloadRecordDialogs } from './lazy';
import { RECORD_TEXTS as T, type RecordSubject } from './texts';
import { useNoteRecord } from './useNoteRecord';

/** What the result card needs of the document on screen. */
export interface ResultDocument {
  text: string;
  save: SaveState;
  noteId?: string;
}

/** What a page may add beside Sign once the document is saved (a letter's Download PDF). */
export interface SavedResult {
  noteId: string;
  /** Edited and not saved: a download would not have the edits. */
  dirty: boolean;
  locked: boolean;
}

export interface EditableResultProps {
  title: string;
  subject: RecordSubject;
  document: ResultDocument;
  /** Lines under the title (copied, fallback, pending...). */
  lines?: ReactNode;
  onCopy: (text: string) => void;
  tools?: (saved: SavedResult) => ReactNode;
  footer?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  autoScroll?: boolean;
  scrollBehavior?: 'smooth' | 'instant';
  ref?: Ref<HTMLElement>;
}

/**
 * The generated note or letter, owned (issue 25): its text editable before and after it is saved —
 * Copy uses what is on screen; once saved, "Save changes" updates the saved note (and e-mails the
 * update when asked); Sign locks it, then only signed addenda can be added, shown under it. A guest,
 * or a save still pending, can edit and copy. docs/decisions/0153-note-versions.md, 0152-sign-and-lock.md.
 */
export function EditableResult({ title, subject, document, lines, onCopy, tools, footer, ...card }: EditableResultProps) {
  const noteId = document.save === 'saved' ? document.noteId : undefined;
  const record = useNoteRecord({ noteId, savedText: document.text, subject });
  const [signing, setSigning] = useState<'sign' | 'addendum' | null>(null);
  usePreloadRecordDialogs(noteId !== undefined);

  const status = record.locked
    ? T.locked(subject)
    : record.dirty && noteId
      ? `${T.unsavedChanges} ${T.signNeedsSave}`
      : record.dirty && document.save === 'pending'
        ? T.savedNotYet(subject)
        : null;

  const actions = noteId ? (
    <Flex vertical gap={12}>
      {!record.locked && record.dirty ? <SaveChangesBar record={record} /> : null}
      <Flex wrap gap={8}>
        {record.locked ? (
          <Button onClick={() => setSigning('addendum')}>{T.addAddendum}</Button>
        ) : (
          <Button onClick={() => setSigning('sign')} disabled={record.dirty || record.savingChanges}>
            {T.sign}
          </Button>
        )}
        {tools?.({ noteId, dirty: record.dirty, locked: record.locked })}
      </Flex>
      <SignatureBlock signedAt={record.record.signedAt} signedBy={record.record.signedBy} addenda={record.record.addenda} />
      <SignDialog
        open={signing !== null}
        mode={signing ?? 'sign'}
        noteId={noteId}
        subject={subject}
        onClose={() => setSigning(null)}
        onDone={record.signed}
      />
    </Flex>
  ) : null;

  return (
    <ResultCard
      {...card}
      title={title}
      note={lines}
      text={record.text}
      textLabel={T.textLabel(subject)}
      onTextChange={record.setText}
      readOnly={record.locked}
      textStatus={status}
      actions={actions}
      onCopy={() => onCopy(record.text)}
      footer={footer}
    />
  );
}
