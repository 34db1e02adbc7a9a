import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlatformHealth } from '@clinote/contracts';
import { HEALTH_OK, openTab, renderAdmin } from '../test-support';

const badge = (panel: HTMLElement, part: string) => within(panel).getByTestId(`system-${part}`);

describe('System tab (docs/product.md §2): badges from GET /api/health', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads Connected, Healthy, Running, Active when every check is up, sending the admin token', async () => {
    const { calls } = renderAdmin();
    const panel = await openTab('System');
    await within(panel).findByText('Connected');
    expect(['database', 'api', 'mail', 'ai'].map((part) => badge(panel, part).textContent)).toEqual([
      'DatabaseConnected',
      'API servicesHealthy',
      'Mail workerRunning',
      'AI enhancementActive',
    ]);
    expect(calls('GET', '/api/health')[0].headers.get('authorization')).toBe('Bearer token');
  });

  it('names a failing part with its message (the gateway answers 503), in words, not colour alone', async () => {
    const down: PlatformHealth = {
      status: 'error',
      services: {
        ...HEALTH_OK.services,
        'svc-notes': {
          status: 'error',
          service: 'svc-notes',
          uptimeSeconds: 5,
          checks: { database: { status: 'down', message: 'connect ECONNREFUSED 10.0.0.5:5432' }, redis: { status: 'up' } },
        },
        'svc-mailer': { status: 'error', service: 'svc-mailer', message: 'svc-mailer is not reachable at http://mailer.invalid:3005' },
      },
    };
    const { calls } = renderAdmin({ 'GET /api/health': { status: 503, body: down } });
    const panel = await openTab('System');
    expect(await within(panel).findByText('svc-notes: database down — connect ECONNREFUSED 10.0.0.5:5432')).toBeTruthy();
    expect(within(badge(panel, 'database')).getByText('Disconnected')).toBeTruthy();
    expect(within(badge(panel, 'mail')).getByText('Not running')).toBeTruthy();
    expect(
      within(badge(panel, 'mail')).getByText('svc-mailer: not answering — svc-mailer is not reachable at http://mailer.invalid:3005'),
    ).toBeTruthy();
    expect(within(badge(panel, 'api')).getByText('Healthy')).toBeTruthy();
    expect(within(badge(panel, 'ai')).getByText('Active')).toBeTruthy();
    // A 503 with the report is data, not a failed fetch.
    expect(screen.queryByText('Error')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls('GET', '/api/health')).toHaveLength(2));
  });

  it('says when the health check cannot be read at all', async () => {
    renderAdmin({ 'GET /api/health': { status: 502, body: 'Bad Gateway' } });
    const panel = await openTab('System');
    expect(await within(panel).findByText(/^System health could not be read/)).toBeTruthy();
    expect(within(badge(panel, 'database')).getByText('Unknown')).toBeTruthy();
  });
});
