import { useEffect, useLayoutEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { copyToClipboard, dropPendingSave, notify, readOutbox, useSession, type PendingSave } from '@clinote/platform';
import { Button, Dialog, Flex, Text } from '@clinote/ui';
import { OUTBOX_SPACE_VAR, OUTBOX_TEXTS as T, outboxReason, usePendingSaves, useSaveOutbox } from './save-outbox';

const BOTTOM = 16;
const GAP = 8;

const shownStyle: CSSProperties = {
  position: 'fixed',
  left: BOTTOM,
  right: BOTTOM,
  bottom: BOTTOM,
  maxWidth: 440,
  zIndex: 999,
  padding: '8px 12px',
  background: '#fffbe6',
  border: '1px solid #d4b106',
  borderRadius: 8,
  boxShadow: '0 6px 16px rgba(0, 0, 0, 0.16)',
  color: '#1f2328',
};

/** Keeps OUTBOX_SPACE_VAR equal to the notice's room while it shows. */
function useReservedSpace(node: HTMLElement | null, shown: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!node || !shown) {
      root.style.setProperty(OUTBOX_SPACE_VAR, '0px');
      return undefined;
    }
    const measure = () => root.style.setProperty(OUTBOX_SPACE_VAR, `${node.offsetHeight + BOTTOM + GAP}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.setProperty(OUTBOX_SPACE_VAR, '0px');
    };
  }, [node, shown]);
}

/**
 * The signed-in layout's notice of the account's notes kept in this browser (issue 25), and their
 * sender (useSaveOutbox): "1 note waiting to be saved: no connection to Clinote." with Try now; a note
 * the server refused when sent again, with Copy note and Discard. Fixed at the foot of the screen (the
 * form is not moved); its text is a polite live region, filled after the first render so that a notice
 * present when the page opens is announced too. Nothing shows while nothing waits.
 */
export function SaveOutboxNotice() {
  const outbox = useSaveOutbox();
  const userId = useSession().user?.id;
  const saves = usePendingSaves(userId);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [discarding, setDiscarding] = useState<PendingSave | null>(null);

  const waiting = saves.filter((save) => !save.refused);
  const refused = saves.filter((save) => save.refused);
  const shown = ready && saves.length > 0;
  useReservedSpace(node, shown);

  async function copy(save: PendingSave) {
    notify((await copyToClipboard(save.text)) ? { title: 'Copied to Clipboard', kind: 'success' } : COPY_FAILED);
  }
  function discard() {
    if (discarding && userId) dropPendingSave(userId, discarding.clientId);
    setDiscarding(null);
  }

  return (
    <div
      ref={setNode}
      data-testid="save-outbox"
      {...(shown ? { role: 'region', 'aria-label': T.region } : {})}
      style={shown ? shownStyle : undefined}
    >
      <div role="status">
        {shown && waiting.length > 0 ? <p style={{ margin: 0 }}>{T.waiting(waiting.length, outboxReason(waiting))}</p> : null}
        {shown
          ? refused.map((save) => (
              <p key={save.clientId} style={{ margin: 0 }}>
                {T.refused(save.note.title, save.refused ?? '')}
              </p>
            ))
          : null}
      </div>
      {shown ? (
        <Flex vertical gap={4} style={{ marginTop: 4 }}>
          {waiting.length > 0 ? (
            <Flex>
              <Button size="small" onClick={outbox.tryNow} loading={outbox.busy}>
                {T.tryNow}
              </Button>
            </Flex>
          ) : null}
          {refused.map((save) => (
            <Flex key={save.clientId} gap={8} wrap>
              <Button size="small" aria-label={`${T.copy}: ${save.note.title}`} onClick={() => void copy(save)}>
                {T.copy}
              </Button>
              <Button size="small" danger aria-label={`${T.discard}: ${save.note.title}`} onClick={() => setDiscarding(save)}>
                {T.discard}
              </Button>
            </Flex>
          ))}
        </Flex>
      ) : null}
      <Dialog
        open={discarding !== null}
        title={T.discardTitle}
        onClose={() => setDiscarding(null)}
        footer={
          <Flex gap={8} justify="flex-end" wrap>
            <Button onClick={() => setDiscarding(null)}>{T.cancel}</Button>
            <Button type="primary" danger onClick={discard}>
              {T.discard}
            </Button>
          </Flex>
        }
      >
        <Text as="p">{T.discardText}</Text>
      </Dialog>
    </div>
  );
}

const COPY_FAILED = { title: 'Not Copied', description: 'The browser did not allow copying. Please try again.', kind: 'warning' } as const;

/**
 * Sign-out with notes kept in this browser (docs/decisions/0155-save-outbox.md): `confirm(signOut)`
 * signs out at once when none waits, else asks first ("Sign out anyway" / "Stay signed in"). The notes
 * stay kept for this account, never shown to or sent by another.
 */
export function useSignOutQuestion(): { confirm(signOut: () => void): void; dialog: ReactNode } {
  const userId = useSession().user?.id;
  const [asking, setAsking] = useState<{ signOut: () => void; waiting: number; refused: number } | null>(null);

  const confirm = (signOut: () => void) => {
    const saves = userId ? readOutbox(userId) : [];
    if (saves.length === 0) return signOut();
    const refused = saves.filter((save) => save.refused).length;
    setAsking({ signOut, waiting: saves.length - refused, refused });
  };
  const cancel = () => setAsking(null);
  const go = () => {
    asking?.signOut();
    setAsking(null);
  };

  const dialog = (
    <Dialog
      open={asking !== null}
      title={T.signOutTitle}
      onClose={cancel}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={cancel}>{T.staySignedIn}</Button>
          <Button type="primary" danger onClick={go}>
            {T.signOutAnyway}
          </Button>
        </Flex>
      }
    >
      {asking && asking.waiting > 0 ? <Text as="p">{T.signOutWaiting(asking.waiting)}</Text> : null}
      {asking && asking.refused > 0 ? <Text as="p">{T.signOutRefused(asking.refused)}</Text> : null}
    </Dialog>
  );
  return { confirm, dialog };
}
