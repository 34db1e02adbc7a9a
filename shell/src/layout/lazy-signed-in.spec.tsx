import { fireEvent, screen } from '@testing-library/react';
import type { CurrentUser } from '@clinote/contracts';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import { SignedInArea } from './lazy-signed-in';

// The signed-in chunk cannot be fetched the first time (a dropped connection), then it can.
let chunkAvailable = false;
jest.mock('./signed-in-area', () => {
  if (!chunkAvailable) throw new Error('Loading chunk signed-in failed');
  return jest.requireActual('./signed-in-area');
});

const ann: CurrentUser = {
  id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  isAdmin: false,
  credentials: null,
  npi: null,
};

describe('the signed-in chunk', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a Retry page when it cannot be fetched, and the page once Retry fetches it', async () => {
    stubFetch({ 'GET /api/notes': { body: [] } });
    renderApp(<SignedInArea user={ann} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Clinote could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();

    chunkAvailable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The real layout and dashboard render now (antd and all): allow for a busy test machine.
    expect(await screen.findByText(/Welcome, Ann/, {}, { timeout: 10_000 })).toBeTruthy();
  });
});
