import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAIL_QUEUE, openTab, renderAdmin, toastTitles } from '../test-support';

/** An answer the test releases when it wants, to look at the form while the call runs. */
function deferred() {
  let release!: (answer: { status: number; body?: unknown }) => void;
  const answer = new Promise<{ status: number; body?: unknown }>((resolve) => (release = resolve));
  return { answer, release };
}

describe('Email tab (docs/product.md §2, §5, §8): the test e-mail', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps Send disabled while the address is empty, and says "Email Required" on an empty submit', async () => {
    const { calls } = renderAdmin();
    const panel = await openTab('Email');
    const input = within(panel).getByLabelText('Email address') as HTMLInputElement;
    const send = within(panel).getByRole('button', { name: 'Send Test Email' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.submit(input.form!);
    expect(await screen.findByText('Email Required')).toBeTruthy();
    expect(screen.getByText('Please enter an email address to send test email.')).toBeTruthy();
    expect(calls('POST', '/api/admin/test-email')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'ops@example.com' } });
    expect(send.disabled).toBe(false);
  });

  it('sends it (button disabled while sending), then "Test Email Sent" and a fresh queue', async () => {
    const answer = deferred();
    const { calls } = renderAdmin({ 'POST /api/admin/test-email': () => answer.answer });
    const panel = await openTab('Email');
    await within(panel).findByText('Waiting');
    fireEvent.change(within(panel).getByLabelText('Email address'), { target: { value: ' ops@example.com ' } });
    const send = within(panel).getByRole('button', { name: /Send Test Email/ }) as HTMLButtonElement;
    fireEvent.click(send);
    await waitFor(() => expect(send.disabled).toBe(true));
    const [request] = calls('POST', '/api/admin/test-email');
    expect(await request.clone().json()).toEqual({ email: 'ops@example.com' });
    await act(async () => answer.release({ status: 202, body: { message: 'A test email is on its way to ops@example.com.' } }));
    expect(await screen.findByText('Test Email Sent')).toBeTruthy();
    expect(screen.getByText('A test email is on its way to ops@example.com.')).toBeTruthy();
    await waitFor(() => expect(send.disabled).toBe(false));
    await waitFor(() => expect(calls('GET', '/api/admin/mail-queue')).toHaveLength(2));
  });

  it('says "Email Failed" when the mail cannot be queued', async () => {
    renderAdmin({ 'POST /api/admin/test-email': { status: 503, body: { message: 'Service Unavailable' } } });
    const panel = await openTab('Email');
    fireEvent.change(within(panel).getByLabelText('Email address'), { target: { value: 'ops@example.com' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Email Failed')).toBeTruthy();
    expect(screen.getByText('Failed to send test email. Please check email configuration.')).toBeTruthy();
    expect(toastTitles()).toEqual(['Email Failed']);
  });
});

describe('Email tab: the mail queue (GET /api/admin/mail-queue)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the waiting, active, delayed and failed counts, the last send and the recent failures; Refresh asks again', async () => {
    const { calls } = renderAdmin();
    const panel = await openTab('Email');
    const counts = await within(panel).findByTestId('mail-queue-counts');
    expect(Array.from(counts.children).map((entry) => entry.textContent)).toEqual(['Waiting3', 'Active1', 'Delayed2', 'Failed4']);
    expect(within(panel).getByTestId('mail-last-sent').textContent).toMatch(/^Jun 1, 2025, \d{1,2}:30 (AM|PM)$/);
    const failures = within(panel).getByRole('table', { name: 'Recent mail failures' });
    const [row] = Array.from(failures.querySelectorAll('tbody tr[data-row-key]'));
    expect(Array.from(row.children).map((cell) => cell.textContent)).toEqual([
      'Password reset',
      'bob@example.com',
      '550 mailbox unavailable',
      expect.stringMatching(/^Jun 1, 2025/),
      '1',
    ]);
    expect(calls('GET', '/api/admin/mail-queue')).toHaveLength(1);
    fireEvent.click(within(panel).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls('GET', '/api/admin/mail-queue')).toHaveLength(2));
  });

  it('says so when nothing failed or was sent yet', async () => {
    renderAdmin({ 'GET /api/admin/mail-queue': { body: { ...MAIL_QUEUE, lastSentAt: null, recentFailures: [] } } });
    const panel = await openTab('Email');
    expect(await within(panel).findByText('No failed e-mails.')).toBeTruthy();
    expect(within(panel).getByTestId('mail-last-sent').textContent).toBe('no e-mail sent yet');
  });
});
