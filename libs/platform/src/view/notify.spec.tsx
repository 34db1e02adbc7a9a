import { act, screen, waitFor } from '@testing-library/react';
import { notify, TOAST_DURATION_MS } from './notify';
import { renderApp } from '../testing';

const visibleToastTitles = () => Array.from(document.querySelectorAll('.ant-notification-notice-title')).map((node) => node.textContent);

describe('notify (docs/product.md §4 Toasts, §9 durations)', () => {
  it('shows a toast with its title and text', async () => {
    renderApp(<main />);
    act(() => notify({ title: 'Note Saved', description: 'Your SOAP note has been saved to your account', kind: 'success' }));
    expect(await screen.findByText('Note Saved')).toBeTruthy();
    expect(screen.getByText('Your SOAP note has been saved to your account')).toBeTruthy();
  });

  it('keeps at most one toast visible: a new one replaces the current one', async () => {
    renderApp(<main />);
    act(() => notify({ title: 'Copied to Clipboard' }));
    await screen.findByText('Copied to Clipboard');
    act(() => notify({ title: 'Cleared', description: 'All fields have been reset' }));
    await screen.findByText('Cleared');
    await waitFor(() => expect(visibleToastTitles()).toEqual(['Cleared']));
  });

  it('shows a toast asked for before the page finished mounting', async () => {
    notify({ title: 'Logged out' });
    renderApp(<main />);
    expect(await screen.findByText('Logged out')).toBeTruthy();
  });

  it('hides a toast after 5 s by default (docs/product.md §9)', async () => {
    jest.useFakeTimers();
    try {
      renderApp(<main />);
      act(() => notify({ title: 'Draft Loaded' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4_500);
      });
      expect(visibleToastTitles()).toEqual(['Draft Loaded']);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2_000);
      });
      expect(visibleToastTitles()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a must-read toast for 30 s (docs/product.md §9)', async () => {
    jest.useFakeTimers();
    try {
      renderApp(<main />);
      act(() => notify({ title: 'Account Created Successfully!', durationMs: TOAST_DURATION_MS.mustRead }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(29_000);
      });
      expect(visibleToastTitles()).toEqual(['Account Created Successfully!']);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2_000);
      });
      expect(visibleToastTitles()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
