import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { AiEnhancementSwitch } from '../index';
import { axeViolations, renderLoaded } from '../test-helpers';

/** The letter page's switch: its label tells the state (docs/product.md §2), on by default. */
function LetterSwitch() {
  const [enabled, setEnabled] = useState(true);
  return (
    <main>
      <AiEnhancementSwitch checked={enabled} onChange={setEnabled} label={enabled ? 'AI Enhancement Enabled' : 'AI Enhancement Disabled'} />
    </main>
  );
}

describe('AiEnhancementSwitch', () => {
  it('is a switch named by its visible label, toggled by click (and so by Space/Enter on the button)', async () => {
    await renderLoaded(<LetterSwitch />);
    const toggle = screen.getByRole('switch', { name: 'AI Enhancement Enabled' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('switch', { name: 'AI Enhancement Disabled' }).getAttribute('aria-checked')).toBe('false');
    // Clicking the label toggles it too.
    fireEvent.click(screen.getByText('AI Enhancement Disabled'));
    expect(screen.getByRole('switch', { name: 'AI Enhancement Enabled' }).getAttribute('aria-checked')).toBe('true');
  });

  it('takes the SOAP label and can be disabled', async () => {
    const onChange = jest.fn();
    await renderLoaded(<AiEnhancementSwitch checked label="AI Enhancement" onChange={onChange} disabled id="soap-ai" />);
    const toggle = screen.getByRole('switch', { name: 'AI Enhancement' });
    expect(toggle.id).toBe('soap-ai');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    await renderLoaded(<LetterSwitch />);
    expect(await axeViolations()).toEqual([]);
  });
});
