import { CreateNotes1763700000000 } from './1763700000000-create-notes';
import { CountNotesPerUser1764200000000 } from './1764200000000-count-notes-per-user';
import { AddNoteAnswers1764400000000 } from './1764400000000-add-note-answers';
import { AddNoteClientId1764500000000 } from './1764500000000-add-note-client-id';
import { SignAndLock1764600000000 } from './1764600000000-sign-and-lock';
import { AddNoteVersions1764700000000 } from './1764700000000-add-note-versions';

/** Every migration in order; run at start (never `synchronize`). */
export const migrations = [
  CreateNotes1763700000000,
  CountNotesPerUser1764200000000,
  AddNoteAnswers1764400000000,
  AddNoteClientId1764500000000,
  SignAndLock1764600000000,
  AddNoteVersions1764700000000,
];
