import { render, screen } from '@testing-library/react';
import { Button, Card, ClinoteThemeProvider, Heading, PHI_DISCLAIMER, PhiDisclaimer, Text } from './index';

const injectedCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');

describe('@clinote/ui', () => {
  it('carries the docs/product.md §1 disclaimer on forms', () => {
    render(<PhiDisclaimer />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain(PHI_DISCLAIMER);
    for (const phrase of ['real patient names', 'dates of birth', 'addresses', 'not HIPAA-compliant', 'protected health information']) {
      expect(note.textContent).toContain(phrase);
    }
  });

  it('renders headings at the level asked for', () => {
    render(
      <>
        <Heading level={1}>404 Page Not Found</Heading>
        <Heading level={3}>Recent Notes</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Recent Notes' })).toBeTruthy();
  });

  it('gives a card a titled section', () => {
    render(
      <Card title="Hospital Bed" data-testid="card">
        <Text type="secondary">body</Text>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.querySelector('header')?.textContent).toBe('Hospital Bed');
    expect(card.textContent).toContain('body');
  });

  it('themes antd components with the product colour', () => {
    render(
      <ClinoteThemeProvider>
        <Button type="primary">Generate Note</Button>
      </ClinoteThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Generate Note' })).toBeTruthy();
    expect(injectedCss()).toMatch(/#1a66d9/i);
  });
});
