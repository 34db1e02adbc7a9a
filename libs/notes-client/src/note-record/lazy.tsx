import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { splitComponent, splitModule } from '@clinote/ui';

/** Signing, the profile and the version history: not needed before a note is saved, so not on a form's first load. */
const dialogs = splitModule(() => import('./dialogs'));

/** Fetches the record's chunk ahead of need (a saved note is on screen); a failure is retried on use. */
export function usePreloadRecordDialogs(when: boolean): void {
  useEffect(() => {
    if (when) void dialogs.load().catch(() => undefined);
  }, [when]);
}

const LazySignDialog = splitComponent(dialogs, (m) => m.SignDialog);
const LazyProfileDialog = splitComponent(dialogs, (m) => m.ProfileDialog);
const LazyVersionHistory = splitComponent(dialogs, (m) => m.VersionHistory);

type SignDialogProps = ComponentProps<typeof import('./SignDialog').SignDialog>;
type ProfileDialogProps = ComponentProps<typeof import('./ProfileDialog').ProfileDialog>;
type VersionHistoryProps = ComponentProps<typeof import('./VersionHistory').VersionHistory>;

/** Rendered from its first opening on, and kept: a closing dialog animates and gives focus back. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** SignDialog (SignDialog.tsx). */
export function SignDialog(props: SignDialogProps) {
  const opened = useOpenedOnce(props.open);
  return <Suspense fallback={null}>{opened ? <LazySignDialog {...props} /> : null}</Suspense>;
}

/** ProfileDialog (ProfileDialog.tsx). */
export function ProfileDialog(props: ProfileDialogProps) {
  const opened = useOpenedOnce(props.open);
  return <Suspense fallback={null}>{opened ? <LazyProfileDialog {...props} /> : null}</Suspense>;
}

/** VersionHistory (VersionHistory.tsx). */
export function VersionHistory(props: VersionHistoryProps) {
  return (
    <Suspense fallback={null}>
      <LazyVersionHistory {...props} />
    </Suspense>
  );
}
