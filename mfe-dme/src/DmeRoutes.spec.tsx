import { screen } from '@testing-library/react';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import DmeRoutes from './DmeRoutes';

describe('mfe_dme Routes', () => {
  beforeEach(() => stubFetch({}));

  it.each([
    ['/dme/wheelchair', 'Manual Wheelchair Documentation'],
    ['/dme/hospital-bed', 'Hospital Bed Documentation'],
    ['/dme/commode', 'Bedside Commode Documentation'],
    ['/dme/walker', 'Walker/Rollator Documentation'],
  ])('renders %s titled "%s" (docs/product.md §2), marked as rendered by mfe_dme', (path, title) => {
    const { container } = renderApp(<DmeRoutes />, { route: path });
    expect(container.querySelector('[data-remote="mfe_dme"]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Generate a comprehensive Letter of Medical Necessity')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('phi-disclaimer')).toBeTruthy();
  });

  it('renders nothing for an unknown item (the shell shows its 404)', () => {
    const { container } = renderApp(<DmeRoutes />, { route: '/dme/scooter' });
    expect(container.querySelector('[data-remote="mfe_dme"]')!.textContent).toBe('');
  });
});
