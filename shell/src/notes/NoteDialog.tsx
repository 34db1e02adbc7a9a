import { useId, useMemo, useState } from 'react';
import { noteText, type Note, type NoteVersion } from '@clinote/contracts';
import {
  RECORD_TEXTS as T,
  recordOf,
  SaveChangesBar,
  SignatureBlock,
  SignDialog,
  StartLetterLinks,
  startsLetters,
  useGetNoteQuery,
  useNoteDownload,
  useNoteRecord,
  usePreloadRecordDialogs,
  VersionHistory,
  type RecordSubject,
} from '@clinote/notes-client';
import { copyToClipboard, notify } from '@clinote/platform';
import { Button, Dialog, Flex, Heading, PlainTextArea, Text } from '@clinote/ui';
import { localDate } from './recent-notes';

const SOAP_PARTS = [
  ['subjective', 'SUBJECTIVE'],
  ['objective', 'OBJECTIVE'],
  ['assessment', 'ASSESSMENT'],
  ['plan', 'PLAN'],
] as const;

const LETTER_KINDS = new Set(['wheelchair', 'hospital-bed', 'commode', 'walker']);

/** A stored section already starts with its heading ("SUBJECTIVE:"); the dialog shows the heading once. */
function withoutHeading(text: string, heading: string): string {
  return text.replace(new RegExp(`^\\s*${heading}:\\s*`, 'i'), '').trim();
}

const PRE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 } as const;

/**
 * The note's text as the dialog shows it: a SOAP note's four parts that hold something under their
 * headings; a letter, or a note edited into text without its headings (docs/decisions/0153-note-versions.md),
 * as one text.
 */
function NoteBody({ note }: { note: Note }) {
  const parts = LETTER_KINDS.has(note.kind)
    ? []
    : SOAP_PARTS.map(([key, heading]) => [heading, withoutHeading(note[key], heading)] as const).filter(([, text]) => text);
  if (parts.length === 0) return <pre style={PRE}>{noteText(note)}</pre>;
  return (
    <>
      {parts.map(([heading, text]) => (
        <section key={heading} aria-label={heading}>
          <Heading level={3} style={{ marginBottom: 4 }}>
            {heading}
          </Heading>
          <Text as="span">
            <pre style={PRE}>{text}</pre>
          </Text>
        </section>
      ))}
    </>
  );
}

/**
 * docs/product.md §2 Note dialog: title, created date, the SUBJECTIVE / OBJECTIVE / ASSESSMENT / PLAN parts
 * that hold something (a letter: the letter itself), Copy to Clipboard and Close; under a PT or OT
 * evaluation, links that start a letter from it (issue 24), closing the dialog as one is followed.
 * Issue 25: the note as the server holds it now (GET /notes/{id}: its version, signature, addenda),
 * Edit and Save changes while unsigned, Sign, then Add addendum; its signature and addenda under it;
 * its earlier versions, each opened read-only; Download FHIR, and a letter's Download PDF.
 */
export function NoteDialog({ note: listed, onClose }: { note: Note | null; onClose: () => void }) {
  const { data: loaded } = useGetNoteQuery(listed?.id ?? '', { skip: !listed || listed.isDraft });
  // The list's copy until the note itself has arrived (the list carries no addenda).
  const note = loaded && listed && loaded.id === listed.id ? loaded : listed;
  const subject: RecordSubject = note && LETTER_KINDS.has(note.kind) ? 'letter' : 'note';
  const savedText = note ? noteText(note) : '';
  const record = useMemo(() => (note ? recordOf(note) : undefined), [note]);
  const owned = useNoteRecord({ noteId: note?.id, savedText, record, subject });
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState<NoteVersion | null>(null);
  const [signing, setSigning] = useState<'sign' | 'addendum' | null>(null);
  const download = useNoteDownload();
  const editId = useId();
  usePreloadRecordDialogs(note !== null);
  // Another note opened: start in its view.
  const [shownId, setShownId] = useState(note?.id);
  if (shownId !== note?.id) {
    setShownId(note?.id);
    setEditing(false);
    setViewing(null);
  }

  const close = () => {
    setEditing(false);
    setViewing(null);
    onClose();
  };
  const copy = async () => {
    if (!note) return;
    const copied = await copyToClipboard(viewing ? viewing.text : owned.text);
    notify(
      copied
        ? { title: 'Copied to Clipboard', kind: 'success' }
        : { title: 'Copy Failed', description: 'The browser did not allow copying. Select the text instead.', kind: 'error' },
    );
  };
  const cancelEdit = () => {
    owned.setText(owned.saved);
    setEditing(false);
  };

  const finished = note !== null && !note.isDraft;
  const locked = owned.locked;
  let body = null;
  if (note && viewing) {
    body = (
      <Flex vertical gap={8}>
        <Heading level={3}>{T.viewingVersion(viewing.number)}</Heading>
        <PlainTextArea aria-label={T.viewingVersion(viewing.number)} value={viewing.text} readOnly />
        <Flex>
          <Button onClick={() => setViewing(null)}>{T.backToCurrent}</Button>
        </Flex>
      </Flex>
    );
  } else if (note && editing) {
    body = (
      <Flex vertical gap={8}>
        <label htmlFor={editId}>
          <Text strong>{T.textLabel(subject)}</Text>
        </label>
        <PlainTextArea
          id={editId}
          value={owned.text}
          onChange={(event) => owned.setText(event.target.value)}
          aria-describedby={owned.dirty ? `${editId}-status` : undefined}
        />
        {owned.dirty ? (
          <Text type="secondary" id={`${editId}-status`}>
            {T.unsavedChanges}
          </Text>
        ) : null}
        <SaveChangesBar
          record={owned}
          onSaved={() => setEditing(false)}
          extra={
            <Button onClick={cancelEdit} disabled={owned.savingChanges}>
              {T.cancelEdit}
            </Button>
          }
        />
      </Flex>
    );
  } else if (note) {
    body = (
      <Flex vertical gap={16}>
        <NoteBody note={note} />
        <SignatureBlock signedAt={owned.record.signedAt} signedBy={owned.record.signedBy} addenda={owned.record.addenda} />
        {locked ? (
          <Text type="secondary" as="p" style={{ margin: 0 }}>
            {T.locked(subject)}
          </Text>
        ) : null}
        {finished ? <VersionHistory noteId={note.id} currentVersion={owned.record.version} onView={setViewing} /> : null}
        {finished && startsLetters(note.kind) ? <StartLetterLinks noteId={note.id} onStart={close} /> : null}
      </Flex>
    );
  }

  const idle = !editing && !viewing;
  return (
    <>
      <Dialog
        open={note !== null}
        title={note?.title ?? ''}
        description={note ? `Created ${localDate(note.createdAt)}` : undefined}
        onClose={close}
        tall
        footer={
          <Flex wrap gap={8} justify="flex-end">
            <Button onClick={() => void copy()}>Copy to Clipboard</Button>
            {finished && idle && !locked ? <Button onClick={() => setEditing(true)}>{T.edit}</Button> : null}
            {finished && idle && !locked ? <Button onClick={() => setSigning('sign')}>{T.sign}</Button> : null}
            {finished && idle && locked ? <Button onClick={() => setSigning('addendum')}>{T.addAddendum}</Button> : null}
            {finished && subject === 'letter' ? (
              <Button onClick={() => void download.download(note.id, 'pdf')} disabled={download.downloading !== null}>
                {download.downloading === 'pdf' ? T.downloadingPdf : T.downloadPdf}
              </Button>
            ) : null}
            {finished ? (
              <Button onClick={() => void download.download(note.id, 'fhir')} disabled={download.downloading !== null}>
                {download.downloading === 'fhir' ? T.downloadingFhir : T.downloadFhir}
              </Button>
            ) : null}
            <Button type="primary" onClick={close}>
              Close
            </Button>
          </Flex>
        }
      >
        {body}
      </Dialog>
      {finished ? (
        <SignDialog
          open={signing !== null}
          mode={signing ?? 'sign'}
          noteId={note.id}
          subject={subject}
          onClose={() => setSigning(null)}
          onDone={owned.signed}
        />
      ) : null}
    </>
  );
}
