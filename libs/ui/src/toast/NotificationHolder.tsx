import { useEffect } from 'react';
import { notification } from 'antd';
import { setToastOpener } from './toast';

/** docs/product.md §9: a toast is dismissed by swiping it right this far. */
export const SWIPE_DISMISS_PX = 50;
/** docs/product.md §9: this key moves the focus to the notification area. */
export const FOCUS_TOASTS_KEY = 'F8';
const NOTICE = '.ant-notification-notice';

/**
 * What antd's notification lacks (docs/product.md §9): swipe right ≥ 50 px to dismiss (pointer events, so
 * touch, pen and mouse alike; the notice follows the finger), F8 to focus the visible toast, and
 * Escape there to dismiss it. Notices already have role="alert", so screen readers announce them.
 */
function useToastGestures(dismiss: () => void) {
  useEffect(() => {
    let drag: { x: number; pointerId: number; notice: HTMLElement } | null = null;
    const down = (event: PointerEvent) => {
      const notice = event.target instanceof Element ? event.target.closest<HTMLElement>(NOTICE) : null;
      drag = notice ? { x: event.clientX, pointerId: event.pointerId, notice } : null;
    };
    const move = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const dx = Math.max(0, event.clientX - drag.x);
      drag.notice.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
    };
    const end = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const swiped = event.type === 'pointerup' && event.clientX - drag.x >= SWIPE_DISMISS_PX;
      drag.notice.style.transform = '';
      drag = null;
      if (swiped) dismiss();
    };
    const key = (event: KeyboardEvent) => {
      const notice = document.querySelector<HTMLElement>(NOTICE);
      if (!notice) return;
      if (event.key === FOCUS_TOASTS_KEY) {
        event.preventDefault();
        notice.tabIndex = -1;
        notice.focus();
      } else if (event.key === 'Escape' && notice.contains(document.activeElement)) {
        dismiss();
      }
    };
    document.addEventListener('pointerdown', down);
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', end);
    document.addEventListener('pointercancel', end);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', down);
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', end);
      document.removeEventListener('pointercancel', end);
      document.removeEventListener('keydown', key);
    };
  }, [dismiss]);
}

/** antd's notification hook, rendered inside the ConfigProvider so toasts carry the theme. */
export default function NotificationHolder() {
  // maxCount 1: docs/product.md §4 "at most 1 toast is visible at a time".
  const [api, contextHolder] = notification.useNotification({ maxCount: 1, placement: 'topRight' });
  useEffect(() => {
    setToastOpener(api.open);
    return () => setToastOpener(null);
  }, [api]);
  // At most one toast exists, so dismissing means destroying all.
  useToastGestures(api.destroy);
  return contextHolder;
}
