import { render } from '@testing-library/react';
import { Button } from './antd';
import { ClinoteThemeProvider } from './ClinoteThemeProvider';
import { InlineStyle } from './InlineStyle';

describe('the CSP nonce (issue 11: no unsafe-inline styles)', () => {
  beforeAll(() => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'test-nonce-123';
    document.head.appendChild(meta);
  });

  it("puts the page's nonce on the style elements the theme and antd create", () => {
    render(
      <ClinoteThemeProvider>
        <Button>Styled by antd</Button>
      </ClinoteThemeProvider>,
    );
    const styles = [...document.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(1);
    for (const style of styles) expect(style.nonce || style.getAttribute('nonce')).toBe('test-nonce-123');
  });

  it("puts it on a page's own style element (InlineStyle)", () => {
    const { container } = render(<InlineStyle css=".two-columns{display:grid}" />);
    const style = container.querySelector('style')!;
    expect(style.textContent).toBe('.two-columns{display:grid}');
    expect(style.nonce || style.getAttribute('nonce')).toBe('test-nonce-123');
  });
});
