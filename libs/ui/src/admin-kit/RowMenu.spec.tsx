import { act, fireEvent, screen, within } from '@testing-library/react';
import { ClinoteThemeProvider, RowMenu } from '../index';
import { axeViolations, renderLoaded } from '../test-helpers';

describe('RowMenu (actions of a table row)', () => {
  it('is a button named for its row that shows the actions and moves focus to the first', async () => {
    await renderLoaded(
      <main>
        <RowMenu
          aria-label="Actions for ann@example.com"
          actions={[{ key: 'delete', label: 'Delete', danger: true, onSelect: () => undefined }]}
        />
      </main>,
    );
    const button = screen.getByRole('button', { name: 'Actions for ann@example.com' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.style.position).toBe('fixed');
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Delete' }));
    expect(await axeViolations()).toEqual([]);
  });

  it('closes on Escape with focus back on its button', async () => {
    await renderLoaded(
      <RowMenu aria-label="Actions for ann@example.com" actions={[{ key: 'delete', label: 'Delete', onSelect: () => undefined }]} />,
    );
    const button = screen.getByRole('button', { name: 'Actions for ann@example.com' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const item = screen.getByRole('button', { name: 'Delete' });
    expect(document.activeElement).toBe(item);
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs the chosen action after closing, with focus already back on the button', async () => {
    let focusedDuringAction: Element | null = null;
    await renderLoaded(
      <RowMenu
        aria-label="Actions for ann@example.com"
        actions={[{ key: 'delete', label: 'Delete', onSelect: () => (focusedDuringAction = document.activeElement) }]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Actions for ann@example.com' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(focusedDuringAction).toBe(button);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('cannot be opened while disabled, and closes when it becomes disabled', async () => {
    const actions = [{ key: 'delete', label: 'Delete', onSelect: () => undefined }];
    const { rerender } = await renderLoaded(<RowMenu aria-label="Actions for ann@example.com" actions={actions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for ann@example.com' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    await act(async () =>
      rerender(
        <ClinoteThemeProvider>
          <RowMenu aria-label="Actions for ann@example.com" actions={actions} disabled busy />
        </ClinoteThemeProvider>,
      ),
    );
    const button = screen.getByRole('button', { name: 'Actions for ann@example.com' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(button);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
