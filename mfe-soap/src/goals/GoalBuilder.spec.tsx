import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOKEN_KEY } from '@clinote/platform';
import { renderApp, stubFetch } from '@clinote/platform/testing';
import SoapRoutes from '../SoapRoutes';

async function openPtAssessment() {
  window.localStorage.setItem(TOKEN_KEY, 'token');
  stubFetch({
    'GET /api/auth/me': { body: { id: 'u1', email: 'pat.fake@clinote.test', firstName: 'Pat', lastName: 'Sample', isAdmin: false } },
  });
  renderApp(<SoapRoutes />, { route: '/pt-eval' });
  fireEvent.click(await screen.findByRole('button', { name: 'Assessment' }));
  return (await screen.findByLabelText('Long-term goals')) as HTMLTextAreaElement;
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Build a goal (issue 24)', () => {
  beforeEach(() => window.localStorage.clear());

  it('builds one measurable sentence from its parts and adds it to the field only when asked', async () => {
    const goals = await openPtAssessment();
    fireEvent.change(goals, { target: { value: 'Pt will verbalize 3 fall risks within 2 weeks.' } });
    const opener = screen.getByRole('button', { name: 'Build a goal for Long-term goals' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Build a measurable goal' });
    const add = within(dialog).getByRole('button', { name: 'Add to Long-term goals' }) as HTMLButtonElement;
    // Not measurable yet: it says what to add and cannot be added.
    expect(dialog.textContent).toContain('Add an activity (e.g. ambulate)');
    expect(add.disabled).toBe(true);

    change('Activity (will …)', 'ambulate');
    change('How much', 'ft');
    change('Amount', '150');
    change('Assistance level', 'supervision');
    change('Device (optional)', 'RW');
    change('Setting (optional)', 'on level surfaces');
    change('By when', '4');
    change('Why (the functional reason, optional)', 'access the bathroom safely');
    const sentence =
      'Patient will ambulate 150 ft with a rolling walker at Supervision level on level surfaces within 4 weeks to access the bathroom safely.';
    expect(dialog.textContent).toContain(sentence);
    expect(goals.value).toBe('Pt will verbalize 3 fall risks within 2 weeks.');

    fireEvent.click(add);
    await waitFor(() => expect(goals.value).toBe(`Pt will verbalize 3 fall risks within 2 weeks. ${sentence}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Build a measurable goal' })).toBeNull());
  });

  it('Cancel adds nothing; a goal in visits reads so', async () => {
    const goals = await openPtAssessment();
    fireEvent.click(screen.getByRole('button', { name: 'Plan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Build a goal for Short-term goals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Build a measurable goal' });
    change('Activity (will …)', 'perform toilet transfers');
    change('Assistance level', 'modified-independent');
    change('By when', '6');
    change('Weeks or visits', 'visits');
    expect(dialog.textContent).toContain('Patient will perform toilet transfers at Modified Independent level within 6 visits.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Build a measurable goal' })).toBeNull());
    expect(goals.value).toBe('');
    expect((screen.getByLabelText('Short-term goals') as HTMLTextAreaElement).value).toBe('');
  });

  it('flags a typed goal with no time frame under the field, once typing pauses', async () => {
    const goals = await openPtAssessment();
    fireEvent.change(goals, { target: { value: 'Amb 150 ft with RW SBA' } });
    expect(await screen.findByText('Not yet measurable: “Amb 150 ft with RW SBA”. Add a time frame (e.g. within 4 weeks).')).toBeTruthy();
    fireEvent.change(goals, { target: { value: 'Amb 150 ft with RW SBA within 4 weeks' } });
    await waitFor(() => expect(screen.queryByText(/Not yet measurable/)).toBeNull());
  });

  it('is offered on the SN short-term goals, not on the patient’s own goals', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'token');
    stubFetch({
      'GET /api/auth/me': { body: { id: 'u1', email: 'pat.fake@clinote.test', firstName: 'Pat', lastName: 'Sample', isAdmin: false } },
    });
    renderApp(<SoapRoutes />, { route: '/sn-eval' });
    await screen.findByRole('button', { name: 'Generate Note' });
    expect(screen.queryByRole('button', { name: /^Build a goal/ })).toBeNull(); // Subjective (patient goals) is the open section
    fireEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(await screen.findByRole('button', { name: 'Build a goal for Short-term goals' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Build a goal/ })).toHaveLength(1);
  });
});
