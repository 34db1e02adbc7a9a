import { render } from '@testing-library/react';
import { Button } from './antd';
import { ClinoteThemeProvider } from './ClinoteThemeProvider';

describe('the CSP nonce (issue 11: no unsafe-inline styles)', () => {
  it('puts the page\'s nonce on the style elements the theme and antd create', () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'test-nonce-123';
    document.head.appendChild(meta);
    render(
      <ClinoteThemeProvider>
        <Button>Styled by antd</Button>
      </ClinoteThemeProvider>,
    );
    const styles = [...document.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(1);
    for (const style of styles) expect(style.nonce || style.getAttribute('nonce')).toBe('test-nonce-123');
  });
});
