// The record's dialogs and history, fetched as their own chunk once a saved note is on screen (lazy.tsx).
export { SignDialog } from './SignDialog';
export { ProfileDialog } from './ProfileDialog';
export { VersionHistory } from './VersionHistory';
