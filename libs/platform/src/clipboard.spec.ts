import { copyToClipboard } from './clipboard';

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const originalExecCommand = document.execCommand;

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('copyToClipboard', () => {
  afterEach(() => {
    if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
    else delete (navigator as { clipboard?: unknown }).clipboard;
    document.execCommand = originalExecCommand;
  });

  it('writes through the Clipboard API when there is one', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    document.execCommand = jest.fn();
    await expect(copyToClipboard('Fake note text')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('Fake note text');
    expect(document.execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea and execCommand("copy") when the API refuses, and cleans up', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    let copied: string | undefined;
    document.execCommand = jest.fn((command: string) => {
      const area = document.activeElement as HTMLTextAreaElement;
      copied = area.value.slice(area.selectionStart, area.selectionEnd);
      return command === 'copy';
    });
    await expect(copyToClipboard('Line one\nLine two')).resolves.toBe(true);
    expect(copied).toBe('Line one\nLine two');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('falls back when there is no Clipboard API (insecure origin)', async () => {
    setClipboard(undefined);
    document.execCommand = jest.fn(() => true);
    await expect(copyToClipboard('Fake letter')).resolves.toBe(true);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });

  it('resolves false, never throws, when nothing can copy', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('no')) });
    document.execCommand = jest.fn(() => false);
    await expect(copyToClipboard('x')).resolves.toBe(false);
    document.execCommand = jest.fn(() => {
      throw new Error('unsupported');
    });
    await expect(copyToClipboard('x')).resolves.toBe(false);
    (document as { execCommand?: unknown }).execCommand = undefined;
    await expect(copyToClipboard('x')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
