import { CreateNotes1763700000000 } from './1763700000000-create-notes';

/** Every migration in order; run at start (never `synchronize`). */
export const migrations = [CreateNotes1763700000000];
