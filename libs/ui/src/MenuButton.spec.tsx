import { fireEvent, render, screen } from '@testing-library/react';
import { ClinoteThemeProvider } from './ClinoteThemeProvider';
import { MenuButton } from './MenuButton';
import { axeViolations } from './test-helpers';

function renderMenu(
  onSelect = jest.fn(),
  groups = [
    {
      key: 'g',
      items: [
        { key: 'a', label: 'Dashboard', onSelect },
        { key: 'b', label: 'PT Evaluation', onSelect },
      ],
    },
    { key: 'admin', title: 'Admin', items: [{ key: 'c', label: 'Admin Dashboard', onSelect }] },
  ],
) {
  render(
    <ClinoteThemeProvider>
      <main>
        <MenuButton label="Account" groups={groups} empty="Nothing here" />
        <p>outside</p>
      </main>
    </ClinoteThemeProvider>,
  );
  return onSelect;
}

describe('MenuButton (disclosure menu)', () => {
  it('opens and closes from its button, which says whether it is expanded', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Admin' })).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByRole('button', { name: 'Dashboard' })).toBeNull();
  });

  it('runs an item and closes', () => {
    const onSelect = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'PT Evaluation' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'PT Evaluation' })).toBeNull();
  });

  it('works by keyboard: arrows move between items, Escape closes and returns focus to the button', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account' });
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Dashboard');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('PT Evaluation');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Dashboard');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside, and shows its empty text when there is nothing to list', () => {
    renderMenu(jest.fn(), [{ key: 'g', items: [] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByText('Nothing here')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByText('Nothing here')).toBeNull();
  });

  it('has no axe violations while open', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
