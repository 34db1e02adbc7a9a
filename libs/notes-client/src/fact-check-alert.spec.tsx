import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { EnhanceFactCheck } from '@clinote/contracts';
import { FactCheckAlert, useFactCheckChoice } from './fact-check-alert';
import type { CheckedPart, TextChoice } from './fact-check-choice';

const sent = 'PLAN:\nVisit frequency: 2x/week for 4 weeks.';
const enhancedText = 'Plan: Patient will be seen 3x/week for 4 weeks.';
const factCheck: EnhanceFactCheck = {
  ok: false,
  lost: [{ kind: 'measure', text: '2x/week', start: sent.indexOf('2x/week'), end: sent.indexOf('2x/week') + 7 }],
  unsupported: [{ kind: 'measure', text: '3x/week', start: enhancedText.indexOf('3x/week'), end: enhancedText.indexOf('3x/week') + 7 }],
};
const PARTS: CheckedPart[] = [{ label: 'Plan', sent, enhancedText, factCheck }];

beforeEach(() => {
  HTMLElement.prototype.scrollIntoView = jest.fn();
});

describe('FactCheckAlert (issue 20)', () => {
  it('is an alertdialog named and described, listing what was added and dropped, with the two choices', () => {
    const onChoose = jest.fn();
    render(<FactCheckAlert parts={PARTS} guest={false} onChoose={onChoose} />);
    const alert = screen.getByRole('alertdialog', { name: 'Check the AI text' });
    expect(document.activeElement).toBe(alert);
    expect(alert.getAttribute('tabindex')).toBe('-1');
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe('Check the AI text');
    expect(within(alert).getByRole('list', { name: 'Not in your answers:' }).textContent).toBe(
      'Number (Plan): “Plan: Patient will be seen 3x/week for 4 weeks.”',
    );
    expect(within(alert).getByRole('list', { name: 'Missing from the AI text:' }).textContent).toBe(
      'Number (Plan): “Visit frequency: 2x/week for 4 weeks.”',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Use the standard text' }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep the AI text' }));
    expect(onChoose.mock.calls).toEqual([['standard'], ['ai']]);
  });

  it('leaves out a list with nothing in it', () => {
    render(<FactCheckAlert parts={[{ ...PARTS[0], factCheck: { ...factCheck, unsupported: [] } }]} guest onChoose={jest.fn()} />);
    expect(screen.queryByRole('list', { name: 'Not in your answers:' })).toBeNull();
    expect(screen.getByRole('alertdialog').textContent).toContain('Nothing has been copied yet: choose the text to use.');
  });

  it('keeps focus when a closing dialog hands it back elsewhere, until the user presses a key', () => {
    jest.useFakeTimers();
    try {
      render(
        <>
          <button type="button">Generate Note</button>
          <FactCheckAlert parts={PARTS} guest={false} onChoose={jest.fn()} />
        </>,
      );
      const alert = screen.getByRole('alertdialog');
      const generate = screen.getByRole('button', { name: 'Generate Note' });
      act(() => generate.focus()); // what antd's Modal does at the end of its closing animation
      expect(document.activeElement).toBe(alert);
      fireEvent.keyDown(alert, { key: 'Tab' });
      act(() => generate.focus());
      expect(document.activeElement).toBe(generate);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('useFactCheckChoice', () => {
  function Harness() {
    const choice = useFactCheckChoice();
    const [answer, setAnswer] = useState<string>('none');
    return (
      <>
        <button
          type="button"
          onClick={() => void choice.ask(PARTS, { guest: false }).then((c: TextChoice | undefined) => setAnswer(String(c)))}
        >
          Ask
        </button>
        <button type="button" onClick={choice.cancel}>
          Cancel
        </button>
        {choice.alert}
        <section ref={choice.resultRef}>
          <button type="button">Copy to Clipboard</button>
        </section>
        <output>{answer}</output>
      </>
    );
  }

  it('resolves with the choice, closes the alert and hands focus to the result card', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep the AI text' }));
    expect(await screen.findByText('ai')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy to Clipboard' }));
  });

  it('resolves undefined when cancelled or asked again', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('undefined')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
