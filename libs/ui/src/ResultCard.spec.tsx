import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ClinoteThemeProvider } from './ClinoteThemeProvider';
import { ResultCard } from './ResultCard';
import { axeViolations } from './test-helpers';

const NOTE = 'SUBJECTIVE:\nPatient is a fake 80-year-old.\n\nOBJECTIVE:\nVitals: Fake vitals within limits.';

describe('ResultCard', () => {
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    scrollIntoView = jest.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('shows the title as a heading, the note line, the text as written, and Copy to Clipboard', () => {
    const onCopy = jest.fn();
    render(
      <ClinoteThemeProvider>
        <main>
          <ResultCard
            title="Formatted SOAP Note"
            note="This note has been copied to your clipboard."
            text={NOTE}
            onCopy={onCopy}
            textLabel="Note text"
          />
        </main>
      </ClinoteThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Formatted SOAP Note' })).toBeTruthy();
    expect(screen.getByText('This note has been copied to your clipboard.')).toBeTruthy();
    const area = screen.getByRole('textbox', { name: 'Note text' }) as HTMLTextAreaElement;
    expect(area.value).toBe(NOTE);
    expect(area.style.whiteSpace).toBe('pre-wrap');
    expect(area.style.overflowWrap).toBe('anywhere');
    // Without onTextChange there is nothing to edit it for.
    expect(area.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it('scrolls smoothly into view (its own short scroll) when it appears and when the text changes; not with autoScroll off', () => {
    jest.useFakeTimers();
    const root = document.documentElement;
    Object.defineProperty(root, 'scrollHeight', { value: 5000, configurable: true });
    Object.defineProperty(root, 'clientHeight', { value: 1000, configurable: true });
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: (this.dataset.testid === 'result-card' ? 1800 : 0) - root.scrollTop } as DOMRect;
    });
    try {
      function Page({ autoScroll }: { autoScroll?: boolean }) {
        const [text, setText] = useState(NOTE);
        return (
          <ClinoteThemeProvider>
            <button type="button" onClick={() => setText(`${NOTE}\n\nPLAN:\nFake plan.`)}>
              Generate again
            </button>
            <ResultCard
              title="Letter of Medical Necessity"
              text={text}
              onCopy={() => undefined}
              textLabel="Letter text"
              autoScroll={autoScroll}
            />
          </ClinoteThemeProvider>
        );
      }
      root.scrollTop = 0;
      const { unmount } = render(<Page />);
      act(() => jest.advanceTimersByTime(400));
      expect(root.scrollTop).toBe(1800);
      expect(scrollIntoView).not.toHaveBeenCalled();
      root.scrollTop = 0;
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Generate again' })));
      act(() => jest.advanceTimersByTime(400));
      expect(root.scrollTop).toBe(1800);
      unmount();

      root.scrollTop = 0;
      render(<Page autoScroll={false} />);
      act(() => jest.advanceTimersByTime(400));
      expect(root.scrollTop).toBe(0);
    } finally {
      rect.mockRestore();
      jest.useRealTimers();
      root.scrollTop = 0;
    }
  });

  it('jumps instead of scrolling smoothly when the user asked for reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') });
    try {
      render(
        <ResultCard title="Generated Letter of Medical Necessity" text="Fake letter" onCopy={() => undefined} textLabel="Letter text" />,
      );
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('jumps when asked to (the SOAP card at the foot of a long form)', () => {
    render(
      <ResultCard title="Formatted SOAP Note" text="Fake note" onCopy={() => undefined} textLabel="Letter text" scrollBehavior="instant" />,
    );
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('edits the text when asked to (issue 25): each change reported, the status line describes the text area; read-only when locked', () => {
    function Page({ readOnly }: { readOnly?: boolean }) {
      const [text, setText] = useState(NOTE);
      return (
        <ClinoteThemeProvider>
          <ResultCard
            title="Formatted SOAP Note"
            text={text}
            textLabel="Note text"
            onTextChange={setText}
            readOnly={readOnly}
            textStatus={text === NOTE ? undefined : 'Your changes are not saved yet.'}
            actions={<button type="button">Save changes</button>}
            onCopy={() => undefined}
          />
        </ClinoteThemeProvider>
      );
    }
    const { unmount } = render(<Page />);
    const area = screen.getByRole('textbox', { name: 'Note text' }) as HTMLTextAreaElement;
    expect(area.readOnly).toBe(false);
    expect(area.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(area, { target: { value: `${NOTE}\nEdited line.` } });
    expect(area.value).toBe(`${NOTE}\nEdited line.`);
    expect(screen.getByRole('textbox', { name: 'Note text' }).getAttribute('aria-describedby')).toBeTruthy();
    const status = document.getElementById(area.getAttribute('aria-describedby')!)!;
    expect(status.textContent).toBe('Your changes are not saved yet.');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    unmount();
    render(<Page readOnly />);
    expect((screen.getByRole('textbox', { name: 'Note text' }) as HTMLTextAreaElement).readOnly).toBe(true);
  });

  it('has no axe violations', async () => {
    render(
      <ClinoteThemeProvider>
        <main>
          <h2>PT Evaluation</h2>
          <ResultCard
            title="Formatted SOAP Note"
            note="This note has been copied to your clipboard."
            text={NOTE}
            onCopy={() => undefined}
            textLabel="Letter text"
          />
        </main>
      </ClinoteThemeProvider>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
