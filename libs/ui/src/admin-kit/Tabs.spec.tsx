import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { Tabs } from '../index';
import { axeViolations, renderLoaded } from '../test-helpers';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} clicked {count}
    </button>
  );
}

const ITEMS = [
  { key: 'users', label: 'Users', children: <Counter name="users" /> },
  { key: 'email', label: 'Email', children: <p>Email panel</p> },
  { key: 'system', label: 'System', children: <p>System panel</p> },
];

describe('Tabs (WAI-ARIA tabs, automatic activation)', () => {
  it('is a named tab list whose tabs control labelled panels, one tab in the Tab order', async () => {
    await renderLoaded(
      <main>
        <Tabs aria-label="Admin sections" items={ITEMS} />
      </main>,
    );
    const list = screen.getByRole('tablist', { name: 'Admin sections' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Users', 'true', 0],
      ['Email', 'false', -1],
      ['System', 'false', -1],
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Users' });
    expect(tabs[0].getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('users clicked 0');
    // The other panels exist (aria-controls must resolve) but are hidden and still empty.
    const emailPanel = document.getElementById(tabs[1].getAttribute('aria-controls')!)!;
    expect(emailPanel.hidden).toBe(true);
    expect(emailPanel.textContent).toBe('');
    expect(await axeViolations()).toEqual([]);
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
    const onChange = jest.fn();
    await renderLoaded(<Tabs aria-label="Admin sections" items={ITEMS} onChange={onChange} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Users').focus();
    fireEvent.keyDown(tab('Users'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Email'));
    expect(tab('Email').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Email' }).textContent).toBe('Email panel');
    fireEvent.keyDown(tab('Email'), { key: 'End' });
    expect(document.activeElement).toBe(tab('System'));
    fireEvent.keyDown(tab('System'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Users'));
    fireEvent.keyDown(tab('Users'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('System'));
    fireEvent.keyDown(tab('System'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Users'));
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['email', 'system', 'users', 'system', 'users']);
  });

  it('keeps a visited panel (and its state) while another tab is shown', async () => {
    await renderLoaded(<Tabs aria-label="Admin sections" items={ITEMS} />);
    fireEvent.click(screen.getByRole('button', { name: 'users clicked 0' }));
    fireEvent.click(screen.getByRole('tab', { name: 'System' }));
    expect(screen.getByRole('tabpanel', { name: 'System' }).textContent).toBe('System panel');
    expect(screen.queryByRole('tabpanel', { name: 'Users' })).toBeNull(); // hidden
    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('button', { name: 'users clicked 1' })).toBeTruthy();
  });
});
