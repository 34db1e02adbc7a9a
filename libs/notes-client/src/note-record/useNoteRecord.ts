import { useCallback, useRef, useState } from 'react';
import type { Note } from '@clinote/contracts';
import { copyToClipboard, errorMessage, notify, useSession } from '@clinote/platform';
import { useEditNoteMutation, useEmailNoteMutation } from '../notes-api';
import { RECORD_TEXTS as T, type RecordSubject } from './texts';

/** What the screen knows of a saved note's record: its version, its signature, its addenda. */
export type NoteRecordState = Pick<Note, 'version' | 'signedAt' | 'signedBy' | 'addenda'>;

/** A note as just generated and saved: version 1, unsigned. */
export const NEW_RECORD: NoteRecordState = { version: 1, signedAt: null, signedBy: null, addenda: [] };

export const recordOf = (note: Note): NoteRecordState => ({
  version: note.version,
  signedAt: note.signedAt,
  signedBy: note.signedBy,
  addenda: note.addenda,
});

/**
 * A saved note's text as the clinician edits it, and its record (issue 25): `text` is what is on
 * screen (Copy uses it), `saved` what the account holds; Save changes sends the difference with the
 * version it was made from (PATCH /notes/{id}, docs/decisions/0153-note-versions.md), and may send the
 * updated note by e-mail. A failure keeps the text on screen and puts it in the clipboard. Once the
 * note is signed, nothing more is edited: `locked`.
 */
export function useNoteRecord({
  noteId,
  savedText,
  record: initialRecord = NEW_RECORD,
  subject,
}: {
  /** The saved note's id; undefined while it is not saved (a guest, a save pending or refused). */
  noteId: string | undefined;
  /** The text the account holds (as generated, or as last loaded). */
  savedText: string;
  record?: NoteRecordState;
  subject: RecordSubject;
}) {
  const [text, setText] = useState(savedText);
  const [saved, setSaved] = useState(savedText);
  const [record, setRecord] = useState(initialRecord);
  const [savingChanges, setSavingChanges] = useState(false);
  // A new document (another generation, the fact-check choice, another note): start again from it.
  const [source, setSource] = useState({ noteId, savedText, initialRecord });
  if (source.savedText !== savedText || source.noteId !== noteId || source.initialRecord !== initialRecord) {
    setSource({ noteId, savedText, initialRecord });
    setText(savedText);
    setSaved(savedText);
    setRecord(initialRecord);
  }
  const [editNote] = useEditNoteMutation();
  const [emailNote] = useEmailNoteMutation();
  const email = useSession().user?.email;
  const busy = useRef(false);
  const current = useRef({ noteId, text });
  current.current = { noteId, text };

  const locked = record.signedAt !== null;
  const dirty = text.trim() !== saved.trim();

  const saveChanges = useCallback(
    async ({ emailToo }: { emailToo: boolean }): Promise<boolean> => {
      if (!noteId || busy.current) return false;
      busy.current = true;
      setSavingChanges(true);
      const sent = current.current.text;
      try {
        const note = await editNote({ id: noteId, text: sent, version: record.version }).unwrap();
        // Still the same note on screen: what was typed while it was on its way stays on screen.
        if (current.current.noteId !== noteId) return true;
        setSaved(sent);
        setRecord(recordOf(note));
        notify(T.changesSaved(subject, note.version));
        if (emailToo)
          void emailNote(noteId)
            .unwrap()
            .then(
              () => email && notify(T.emailed(subject, email)),
              (error: unknown) => console.warn('Updated note not e-mailed:', errorMessage(error) ?? error),
            );
        return true;
      } catch (error) {
        const copied = await copyToClipboard(sent);
        notify(T.changesNotSaved(errorMessage(error) ?? T.changesNotSavedFallback, copied));
        return false;
      } finally {
        busy.current = false;
        setSavingChanges(false);
      }
    },
    [noteId, record.version, editNote, emailNote, email, subject],
  );

  /** The note as the server answered after a signature or an addendum. */
  const signed = useCallback((note: Note) => {
    setRecord(recordOf(note));
  }, []);

  return { text, setText, saved, dirty, locked, record, savingChanges, saveChanges, signed };
}
