import { act, render, screen, waitFor } from '@testing-library/react';
import { ClinoteThemeProvider } from '../ClinoteThemeProvider';
import { FOCUS_TOASTS_KEY, SWIPE_DISMISS_PX } from './NotificationHolder';
import { openToast } from './toast';

/** jsdom has no PointerEvent: a MouseEvent of the pointer type carries clientX the same way. */
function pointer(target: Element, type: 'pointerdown' | 'pointermove' | 'pointerup', clientX: number) {
  const event = new MouseEvent(type, { bubbles: true, clientX });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  act(() => {
    target.dispatchEvent(event);
  });
}

async function showToast(title: string): Promise<HTMLElement> {
  render(<ClinoteThemeProvider>page</ClinoteThemeProvider>);
  act(() => openToast({ key: 'toast', title, duration: 0 }));
  const text = await screen.findByText(title);
  return text.closest<HTMLElement>('.ant-notification-notice')!;
}

const gone = (title: string) => waitFor(() => expect(screen.queryByText(title)).toBeNull());

describe('toasts (docs/product.md §9): swipe right to dismiss, F8 to focus, announced', () => {
  it('is announced (role="alert")', async () => {
    const notice = await showToast('Saved');
    expect(notice.closest('[role="alert"]') ?? notice.querySelector('[role="alert"]')).not.toBeNull();
  });

  it(`a swipe right of ${SWIPE_DISMISS_PX} px dismisses it; a shorter one or a swipe left does not`, async () => {
    const notice = await showToast('Cleared');
    pointer(notice, 'pointerdown', 100);
    pointer(notice, 'pointermove', 130);
    expect(notice.style.transform).toBe('translateX(30px)');
    pointer(notice, 'pointerup', 100 + SWIPE_DISMISS_PX - 1);
    expect(screen.getByText('Cleared')).toBeTruthy();
    expect(notice.style.transform).toBe('');

    pointer(notice, 'pointerdown', 200);
    pointer(notice, 'pointerup', 100);
    expect(screen.getByText('Cleared')).toBeTruthy();

    pointer(notice, 'pointerdown', 100);
    pointer(notice, 'pointerup', 100 + SWIPE_DISMISS_PX);
    await gone('Cleared');
  });

  it('F8 moves the focus to the toast; Escape there dismisses it', async () => {
    const notice = await showToast('Note Generated');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: FOCUS_TOASTS_KEY, bubbles: true }));
    });
    expect(document.activeElement).toBe(notice);
    act(() => {
      notice.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await gone('Note Generated');
  });
});
