import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Note } from '@clinote/contracts';
import { useNavigate } from '@clinote/platform';
import { NoteDialog } from './NoteDialog';
import { noteDestination } from './recent-notes';

const OpenNote = createContext<(note: Note) => void>(() => undefined);

/** One Note dialog for the signed-in pages; the dashboard and My Notes open notes through it. */
export function OpenNoteProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Note | null>(null);
  const open = useCallback(
    (note: Note) => {
      const destination = noteDestination(note);
      if ('editor' in destination) navigate(destination.editor);
      else setShown(note);
    },
    [navigate],
  );
  const value = useMemo(() => open, [open]);
  return (
    <OpenNote.Provider value={value}>
      {children}
      <NoteDialog note={shown} onClose={() => setShown(null)} />
    </OpenNote.Provider>
  );
}

export const useOpenNote = () => useContext(OpenNote);
