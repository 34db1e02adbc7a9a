import { screen } from '@testing-library/react';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import SoapRoutes from './SoapRoutes';

describe('mfe_soap Routes', () => {
  beforeEach(() => stubFetch({}));

  it.each([
    ['/pt-eval', 'PT Evaluation'],
    ['/ot-eval', 'OT Evaluation'],
    ['/sn-eval', 'SN Evaluation'],
  ])('renders %s with the PHI disclaimer, marked as rendered by mfe_soap', (path, title) => {
    const { container } = renderApp(<SoapRoutes />, { route: path });
    expect(container.querySelector('[data-remote="mfe_soap"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByTestId('phi-disclaimer').textContent).toContain('not HIPAA-compliant');
  });
});
