import { useRef, useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Dialog, ProgressDialog } from '../index';
import { PROGRESS_DIALOG_DELAY_MS, PROGRESS_DIALOG_MINIMUM_MS } from './lazy';
import { axeViolations, renderLoaded, settle } from '../test-helpers';

const GUIDELINES_TITLE = 'Medicare Coverage Requirements for Walkers & Rollators';

/** A page with an opener button, like the letter page's "View Medicare Coverage Guidelines". */
function GuidelinesPage({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>View Medicare Coverage Guidelines</Button>
      <a href="#after">A link behind the dialog</a>
      <Dialog
        open={open}
        title={GUIDELINES_TITLE}
        description="Review these guidelines before completing documentation."
        closeLabel="Close Guidelines"
        tall
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Fake guideline paragraph {index + 1}.</p>
        ))}
      </Dialog>
    </main>
  );
}

async function openGuidelines() {
  const opener = screen.getByRole('button', { name: 'View Medicare Coverage Guidelines' });
  act(() => opener.focus());
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: GUIDELINES_TITLE });
  await settle(50);
  return { opener, dialog };
}

describe('Dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a modal dialog named by its title, with the description, a scrollable area and the footer button', async () => {
    await renderLoaded(<GuidelinesPage />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = await openGuidelines();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Review these guidelines before completing documentation.')).toBeTruthy();
    const scrollArea = within(dialog).getByTestId('dialog-scroll-area');
    expect(scrollArea.style.maxHeight).toBe('70vh');
    expect(scrollArea.style.overflowY).toBe('auto');
    expect(scrollArea.tabIndex).toBe(0);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close Guidelines']);
    expect((dialog.querySelector('.ant-modal-container') as HTMLElement).style.maxHeight).toBe('90vh');
  });

  it('moves focus in, holds it there, and returns it to the opener when closed', async () => {
    // antd's focus lock only moves focus to elements that have a size: jsdom lays nothing out.
    const layout = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 100, height: 24, top: 0, left: 0, right: 100, bottom: 24, x: 0, y: 0, toJSON: () => ({}) });
    await renderLoaded(<GuidelinesPage />);
    const { opener, dialog } = await openGuidelines();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus that tries to leave (Tab past the end, a click behind the mask) is brought back.
    act(() => screen.getByRole('link', { name: 'A link behind the dialog', hidden: true }).focus());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close Guidelines' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(layout).toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back', async () => {
    const onClose = jest.fn();
    await renderLoaded(<GuidelinesPage onClose={onClose} />);
    const { opener, dialog } = await openGuidelines();
    fireEvent.keyDown(dialog, { key: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('has a Close button by default, and takes other footer buttons (Note dialog)', async () => {
    const onClose = jest.fn();
    await renderLoaded(
      <main>
        <Dialog
          open
          title="SOAP Note - 3/4/2025"
          onClose={onClose}
          footer={[
            <Button key="copy">Copy to Clipboard</Button>,
            <Button key="close" onClick={onClose}>
              Close
            </Button>,
          ]}
        >
          <pre>SUBJECTIVE:{'\n'}Fake text.</pre>
        </Dialog>
        <Dialog open={false} title="Never opened" onClose={onClose} />
      </main>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'SOAP Note - 3/4/2025' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Copy to Clipboard', 'Close']);
    expect(screen.queryByRole('dialog', { name: 'Never opened' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has no axe violations when open', async () => {
    await renderLoaded(<GuidelinesPage />);
    await openGuidelines();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('ProgressDialog', () => {
  /** The dialog shows once the work has run its delay (docs/decisions/0146-result-usable-not-only-rendered.md). */
  const findProgress = () =>
    screen.findByRole('dialog', { name: 'Generating your SOAP note...' }, { timeout: PROGRESS_DIALOG_DELAY_MS + 2000 });
  function GeneratingPage() {
    const [busy, setBusy] = useState(false);
    return (
      <main>
        <Button onClick={() => setBusy(true)}>Generate Note</Button>
        <Button onClick={() => setBusy(false)}>Finish (test)</Button>
        <ProgressDialog open={busy} message="Generating your SOAP note..." />
      </main>
    );
  }

  it('is a modal dialog named by its message, with a spinner; Escape does not close it; focus returns after', async () => {
    await renderLoaded(<GeneratingPage />);
    const generate = screen.getByRole('button', { name: 'Generate Note' });
    act(() => generate.focus());
    fireEvent.click(generate);
    const dialog = await findProgress();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('.ant-spin')).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape', keyCode: 27 });
    await settle(50);
    expect(screen.getByRole('dialog', { name: 'Generating your SOAP note...' })).toBeTruthy();
    expect(within(dialog).queryAllByRole('button')).toEqual([]);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Finish (test)', hidden: true })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(generate));
  });

  it('returns focus to the control that started the work when the work started from a control that is gone (the PHI review)', async () => {
    function ReviewedPage() {
      const generateButton = useRef<HTMLButtonElement>(null);
      const [reviewing, setReviewing] = useState(false);
      const [busy, setBusy] = useState(false);
      return (
        <main>
          <Button ref={generateButton} disabled={busy} onClick={() => setReviewing(true)}>
            Generate Note
          </Button>
          {/* Like the review dialog's Keep and continue: the button that had focus goes away as the work starts. */}
          {reviewing ? (
            <Button
              onClick={() => {
                setReviewing(false);
                setBusy(true);
              }}
            >
              Keep and continue
            </Button>
          ) : null}
          <Button onClick={() => setBusy(false)}>Finish (test)</Button>
          <ProgressDialog open={busy} message="Generating your SOAP note..." returnFocus={generateButton} />
        </main>
      );
    }
    await renderLoaded(<ReviewedPage />);
    const generate = screen.getByRole('button', { name: 'Generate Note' });
    fireEvent.click(generate);
    const keep = screen.getByRole('button', { name: 'Keep and continue' });
    act(() => keep.focus());
    fireEvent.click(keep);
    const dialog = await findProgress();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Finish (test)', hidden: true })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(generate));
  });

  // Quick work is shown by the busy button; the dialog only covers the page once the wait is noticeable (docs/decisions/0146-result-usable-not-only-rendered.md).
  it('does not show for work shorter than its delay, and focus goes back to the control the disabled button dropped', async () => {
    function QuickPage() {
      const generateButton = useRef<HTMLButtonElement>(null);
      const [busy, setBusy] = useState(false);
      return (
        <main>
          <Button ref={generateButton} disabled={busy} onClick={() => setBusy(true)}>
            Generate Note
          </Button>
          <Button onClick={() => setBusy(false)}>Finish (test)</Button>
          <ProgressDialog open={busy} message="Generating your SOAP note..." returnFocus={generateButton} />
        </main>
      );
    }
    await renderLoaded(<QuickPage />);
    const generate = screen.getByRole('button', { name: 'Generate Note' });
    act(() => generate.focus());
    fireEvent.click(generate);
    act(() => (document.activeElement as HTMLElement | null)?.blur()); // as the browser does when the focused button is disabled
    await settle(PROGRESS_DIALOG_DELAY_MS / 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Finish (test)' })));
    await settle(PROGRESS_DIALOG_DELAY_MS + 100);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(generate);
  });

  it('once shown, stays at least its minimum time, so it never flickers', async () => {
    await renderLoaded(<GeneratingPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Note' }));
    await findProgress();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Finish (test)', hidden: true })));
    await settle(PROGRESS_DIALOG_MINIMUM_MS / 4); // well inside the minimum, even when the dialog was found late
    expect(screen.getByRole('dialog', { name: 'Generating your SOAP note...' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: PROGRESS_DIALOG_MINIMUM_MS * 3 });
  });

  it('restarts its wait when the work moves on to another step, so quick steps in a row never show it', async () => {
    function TwoStepPage() {
      const [step, setStep] = useState<string | null>(null);
      return (
        <main>
          <Button onClick={() => setStep('Generating your SOAP note...')}>Generate Note</Button>
          <Button onClick={() => setStep('Saving your note...')}>Save (test)</Button>
          <Button onClick={() => setStep(null)}>Finish (test)</Button>
          <ProgressDialog open={step !== null} message={step ?? ''} />
        </main>
      );
    }
    await renderLoaded(<TwoStepPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Note' }));
    await settle(PROGRESS_DIALOG_DELAY_MS * 0.7);
    fireEvent.click(screen.getByRole('button', { name: 'Save (test)' }));
    await settle(PROGRESS_DIALOG_DELAY_MS * 0.7);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish (test)' }));
    await settle(PROGRESS_DIALOG_DELAY_MS + 100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
