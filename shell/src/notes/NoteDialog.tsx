import { noteText, type Note } from '@clinote/contracts';
import { StartLetterLinks, startsLetters } from '@clinote/notes-client';
import { copyToClipboard, notify } from '@clinote/platform';
import { Button, Dialog, Flex, Heading, Text } from '@clinote/ui';
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
 * docs/product.md §2 Note dialog: title, created date, the SUBJECTIVE / OBJECTIVE / ASSESSMENT / PLAN parts
 * that hold something (a letter: the letter itself), Copy to Clipboard and Close; under a PT or OT
 * evaluation, links that start a letter from it (issue 24), closing the dialog as one is followed.
 */
export function NoteDialog({ note, onClose }: { note: Note | null; onClose: () => void }) {
  const copy = async () => {
    if (!note) return;
    const copied = await copyToClipboard(noteText(note));
    notify(
      copied
        ? { title: 'Copied to Clipboard', kind: 'success' }
        : { title: 'Copy Failed', description: 'The browser did not allow copying. Select the text instead.', kind: 'error' },
    );
  };
  const parts =
    note && !LETTER_KINDS.has(note.kind)
      ? SOAP_PARTS.map(([key, heading]) => [heading, withoutHeading(note[key], heading)] as const).filter(([, text]) => text)
      : [];
  return (
    <Dialog
      open={note !== null}
      title={note?.title ?? ''}
      description={note ? `Created ${localDate(note.createdAt)}` : undefined}
      onClose={onClose}
      tall
      footer={
        <Flex wrap gap={8} justify="flex-end">
          <Button onClick={() => void copy()}>Copy to Clipboard</Button>
          <Button type="primary" onClick={onClose}>
            Close
          </Button>
        </Flex>
      }
    >
      {note && LETTER_KINDS.has(note.kind) ? <pre style={PRE}>{noteText(note)}</pre> : null}
      <Flex vertical gap={16}>
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
        {note && !note.isDraft && startsLetters(note.kind) ? <StartLetterLinks noteId={note.id} onStart={onClose} /> : null}
      </Flex>
    </Dialog>
  );
}
