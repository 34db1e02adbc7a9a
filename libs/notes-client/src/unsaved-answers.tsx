import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { formatLocalDate } from '@clinote/clinical-text';
import { forgetUnsavedAnswers, keepUnsavedAnswers, readUnsavedAnswers, useSession, type UnsavedAnswers } from '@clinote/platform';
import { Button, Card, Flex, Text, type CatalogueFormControls, type FormAnswers } from '@clinote/ui';
import { OUTBOX_SPACE_VAR } from './save-outbox';

/** The offer to restore a form's unsaved answers (issue 25 "Nothing typed is lost"). */
export const UNSAVED_TEXTS = {
  offer: (when: string) => `Restore your unsaved answers from ${when}?`,
  restore: 'Restore',
  discard: 'Discard',
} as const;

/** How long typing pauses before the answers are kept: a keystroke does not write storage. */
export const KEEP_DELAY_MS = 400;

/** "10:42" when kept today, "11/24/2026 10:42" on another day (local time). */
export function keptAt(savedAt: string, now = new Date()): string {
  const date = new Date(savedAt);
  const time = `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
  return date.toDateString() === now.toDateString() ? time : `${formatLocalDate(date)} ${time}`;
}

/** Whether any answer holds text. */
export function holdsText(answers: unknown): boolean {
  if (!answers || typeof answers !== 'object') return false;
  return Object.values(answers).some((section) =>
    section && typeof section === 'object'
      ? Object.values(section).some((value) => typeof value === 'string' && value.trim() !== '')
      : false,
  );
}

/** `kept` put into the fields `current` leaves empty: restoring never replaces what was typed since. */
export function restoredAnswers(current: FormAnswers | null, kept: unknown): Record<string, Record<string, string>> {
  const next: Record<string, Record<string, string>> = {};
  const sections = new Set([...Object.keys(current ?? {}), ...Object.keys(kept && typeof kept === 'object' ? kept : {})]);
  for (const id of sections) {
    const now = current?.[id] ?? {};
    const then = (kept as Record<string, unknown>)?.[id];
    const old = then && typeof then === 'object' ? (then as Record<string, unknown>) : {};
    next[id] = { ...now };
    for (const [key, value] of Object.entries(old)) if (typeof value === 'string' && !now[key]?.trim()) next[id][key] = value;
  }
  return next;
}

/**
 * A form's answers kept in this browser as they are typed, per account and form (`formId`), and the
 * offer to restore them when the form opens again. Give `onChange` the form's answers; call `forget`
 * on Clear All and after a successful save; render `notice` above the form.
 */
export function useUnsavedAnswers(formId: string, form: RefObject<CatalogueFormControls | null>) {
  const userId = useSession().user?.id ?? null;
  const [offer, setOffer] = useState<UnsavedAnswers | null>(null);
  const latest = useRef<FormAnswers | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);

  const flush = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.write();
    pending.current = null;
  }, []);

  // What was kept is read once the account is known; the offer stays until answered.
  useEffect(() => {
    if (!userId) return;
    const kept = readUnsavedAnswers(userId, formId);
    setOffer(kept && holdsText(kept.answers) ? kept : null);
  }, [userId, formId]);

  // A tab closed or hidden right after a keystroke keeps it too; so does leaving the page.
  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  const onChange = useCallback(
    (answers: FormAnswers) => {
      latest.current = answers;
      if (!userId || !holdsText(answers)) return;
      if (pending.current) clearTimeout(pending.current.timer);
      const write = () => void keepUnsavedAnswers(userId, formId, answers);
      pending.current = { write, timer: setTimeout(flush, KEEP_DELAY_MS) };
    },
    [userId, formId, flush],
  );

  const forget = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    if (userId) forgetUnsavedAnswers(userId, formId);
  }, [userId, formId]);

  const restore = () => {
    if (!offer) return;
    form.current?.setAnswers(restoredAnswers(latest.current, offer.answers));
    setOffer(null);
  };
  const discard = () => {
    // What was typed since the form opened is kept; only the older answers go.
    if (!holdsText(latest.current)) forget();
    setOffer(null);
  };

  // Fixed at the foot of the screen: a reloaded page comes back scrolled to where it was, far from the top.
  const notice = offer ? (
    <Card
      role="region"
      aria-label="Unsaved answers"
      data-testid="unsaved-answers"
      style={{
        position: 'fixed',
        insetInline: 16,
        // Above the notice of notes waiting to be saved, when it shows (save-outbox-view.tsx).
        bottom: `max(16px, var(${OUTBOX_SPACE_VAR}, 0px))`,
        maxWidth: 640,
        marginInline: 'auto',
        zIndex: 1000,
        boxShadow: '0 6px 16px rgba(0, 0, 0, 0.16)',
      }}
    >
      <Flex wrap gap={12} align="center" justify="space-between">
        <Text aria-live="polite">{UNSAVED_TEXTS.offer(keptAt(offer.savedAt))}</Text>
        <Flex gap={8}>
          <Button type="primary" onClick={restore}>
            {UNSAVED_TEXTS.restore}
          </Button>
          <Button onClick={discard}>{UNSAVED_TEXTS.discard}</Button>
        </Flex>
      </Flex>
    </Card>
  ) : null;

  return { onChange, forget, notice };
}
