import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildLetter, LETTER_RESULT_HEADINGS, wheelchairFallbackLetter } from '@clinote/clinical-text';
import { detectPhi } from '@clinote/phi-guard';
import { notify, type Toast } from '@clinote/platform';
import type { StubbedAnswer } from '@clinote/platform/testing';
import { bodyOf, CLINICIAN, deferred, madeRequest, question, renderLetterPage, settle, stubClipboard, type } from './test-helpers';

// Toasts replace one another (at most one visible, docs/product.md §4): every toast asked for is recorded
// here, and still shown for real.
jest.mock('@clinote/platform', () => {
  const actual = jest.requireActual('@clinote/platform');
  return { ...actual, notify: jest.fn(actual.notify) };
});
const toasts = () => (notify as jest.Mock).mock.calls.map(([toast]: [Toast]) => toast);
const titles = () => toasts().map((toast) => toast.title);

jest.setTimeout(30_000);

const SAVED = { body: { id: 'note-7', title: 'x' } };
const generate = () => fireEvent.click(screen.getByRole('button', { name: 'Generate Letter of Medical Necessity' }));
const aiOff = () => fireEvent.click(screen.getByRole('switch', { name: 'AI Enhancement Enabled' }));
const resultText = () =>
  (within(screen.getByTestId('result-card')).getByRole('textbox', { name: 'Letter text' }) as HTMLTextAreaElement).value;

beforeEach(() => {
  localStorage.clear();
  (notify as jest.Mock).mockClear();
  stubClipboard();
});

describe('letter generation on the page (docs/product.md §4 Letter generation, §8)', () => {
  it('AI off, signed in: reads Generating..., shows and copies the plain letter, saves it (plain letter in subjective), e-mails it', async () => {
    const save = deferred<StubbedAnswer>();
    const { requests } = await renderLetterPage('walker', {
      routes: {
        'POST /api/notes': () => save.promise,
        'POST /api/notes/note-7/email': { body: { message: 'queued', to: CLINICIAN.email } },
      },
    });
    const clipboard = stubClipboard();
    aiOff();
    type('walker', 'walkerType', 'Two-wheeled walker');
    type('walker', 'mobilityLimitation', 'fake unsteady gait in the fake hallway');
    generate();
    expect(await screen.findByRole('button', { name: 'Generating...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Clear All Fields' })).toHaveProperty('disabled', true);

    const plain = buildLetter('walker', { walkerType: 'Two-wheeled walker', mobilityLimitation: 'fake unsteady gait in the fake hallway' });
    expect(await screen.findByRole('heading', { level: 2, name: LETTER_RESULT_HEADINGS.walker })).toBeTruthy();
    expect(resultText()).toBe(plain);
    expect(clipboard).toHaveBeenCalledWith(plain);
    save.resolve(SAVED);

    await waitFor(() => expect(titles()).toEqual(['Success!', 'Letter Saved', 'Email Sent']));
    expect(toasts()[0].description).toBe('Letter of Medical Necessity copied to clipboard!');
    expect(toasts()[2].description).toBe('Your Letter of Medical Necessity has been emailed to clinician@example.test');
    expect(await screen.findByRole('button', { name: 'Generate Letter of Medical Necessity' })).toHaveProperty('disabled', false);
    const today = new Date();
    expect(await bodyOf(requests, 'POST', '/api/notes')).toEqual({
      title: `Letter of Medical Necessity - Walker/Rollator - ${today.getMonth() + 1}/${today.getDate()}/${today.getFullYear()}`,
      kind: 'walker',
      content: plain,
      subjective: plain,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      objective: '',
      assessment: '',
      plan: '',
    });
    expect(madeRequest(requests, 'POST', '/api/enhance-dme')).toBe(false);
    expect(madeRequest(requests, 'POST', '/api/notes/note-7/email')).toBe(true);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(await screen.findByText('Email Sent')).toBeTruthy();
  });

  it('AI on: the "AI Enhancement" toast, the letter sent with its equipment (never instructions), enhancedText shown and saved as content', async () => {
    const { requests } = await renderLetterPage('hospital-bed', {
      routes: {
        'POST /api/enhance-dme': { body: { enhancedText: 'FAKE ENHANCED BED LETTER' } },
        'POST /api/notes': SAVED,
        'POST /api/notes/note-7/email': { body: {} },
      },
    });
    type('hospital-bed', 'medicalCondition', 'fake orthopnea when lying flat');
    generate();
    expect(await screen.findByRole('heading', { level: 2, name: 'Letter of Medical Necessity' })).toBeTruthy();
    expect(resultText()).toBe('FAKE ENHANCED BED LETTER');
    const plain = buildLetter('hospital-bed', { medicalCondition: 'fake orthopnea when lying flat' });
    expect(await bodyOf(requests, 'POST', '/api/enhance-dme')).toEqual({ content: plain, equipment: 'hospital-bed' });
    await waitFor(() => expect(titles()).toEqual(['AI Enhancement', 'Success!', 'Letter Saved', 'Email Sent']));
    expect(toasts()[0]).toEqual({
      title: 'AI Enhancement',
      description: 'Transforming your notes into professional clinical documentation...',
      kind: 'info',
    });
    expect(toasts()[1].description).toBe('AI-enhanced Letter of Medical Necessity copied to clipboard!');
    expect(await bodyOf(requests, 'POST', '/api/notes')).toMatchObject({
      content: 'FAKE ENHANCED BED LETTER',
      subjective: plain,
      kind: 'hospital-bed',
    });
  });

  it('wheelchair, enhancement fails: the professional template, "Using Standard Format", and the notes on the card', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests } = await renderLetterPage('wheelchair', {
      routes: {
        'POST /api/enhance-dme': { status: 503, body: { message: 'AI provider unavailable' } },
        'POST /api/notes': SAVED,
        'POST /api/notes/note-7/email': { body: {} },
      },
    });
    type('wheelchair', 'mobilityLimitation', 'fake limitation: unable to walk to the fake bathroom');
    generate();
    await screen.findByTestId('result-card');
    const plain = buildLetter('wheelchair', { mobilityLimitation: 'fake limitation: unable to walk to the fake bathroom' });
    const template = wheelchairFallbackLetter(plain, new Date());
    expect(resultText()).toBe(template);
    expect(screen.getByRole('heading', { level: 2, name: 'Letter of Medical Necessity - Manual Wheelchair' })).toBeTruthy();
    const card = within(screen.getByTestId('result-card'));
    expect(card.getByText('This letter has been copied to your clipboard.')).toBeTruthy();
    expect(card.getByText('AI enhancement was unavailable: the professional template was used.')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['AI Enhancement', 'Using Standard Format', 'Success!', 'Letter Saved', 'Email Sent']));
    expect(toasts()[1].description).toBe('AI enhancement unavailable, using professional template.');
    expect(await bodyOf(requests, 'POST', '/api/notes')).toMatchObject({ content: template, subjective: plain });
    warn.mockRestore();
  });

  it('commode, enhancement fails: the destructive "AI Enhancement Failed" and the plain letter', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderLetterPage('commode', { signedIn: false, routes: { 'POST /api/enhance-dme': { status: 500, body: {} } } });
    type('commode', 'toiletingLimitation', 'fake limitation, confined to one room');
    generate();
    await screen.findByTestId('result-card');
    expect(resultText()).toBe(buildLetter('commode', { toiletingLimitation: 'fake limitation, confined to one room' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Generated Letter of Medical Necessity' })).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['AI Enhancement', 'AI Enhancement Failed', 'Success!']));
    expect(toasts()[1]).toEqual({ title: 'AI Enhancement Failed', description: 'Using standard formatting instead.', kind: 'error' });
    expect(
      within(screen.getByTestId('result-card')).getByText('AI enhancement was unavailable: standard formatting was used.'),
    ).toBeTruthy();
    warn.mockRestore();
  });

  it('save fails: "Letter Not Saved", no e-mail, the letter stays on screen without Download PDF', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests } = await renderLetterPage('walker', {
      routes: { 'POST /api/notes': { status: 500, body: { message: 'database unavailable' } } },
    });
    aiOff();
    type('walker', 'walkerType', 'Standard pickup walker');
    generate();
    expect(await screen.findByText('Letter Not Saved')).toBeTruthy();
    expect(screen.getByText('Failed to save your letter, but it is copied to clipboard.')).toBeTruthy();
    expect(titles()).toEqual(['Success!', 'Letter Not Saved']);
    expect(resultText()).toContain('Standard pickup walker.');
    expect(
      within(screen.getByTestId('result-card')).getByText('This letter was not saved to your account, so it has no PDF.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(requests.some((r) => r.url.endsWith('/email'))).toBe(false);
    warn.mockRestore();
  });

  it('guests: generated and copied, never saved, e-mailed or offered as a PDF', async () => {
    const { requests } = await renderLetterPage('walker', { signedIn: false });
    aiOff();
    type('walker', 'walkerType', 'Four-wheeled rollator with seat');
    generate();
    await screen.findByTestId('result-card');
    await waitFor(() => expect(titles()).toEqual(['Success!']));
    await settle();
    expect(madeRequest(requests, 'POST', '/api/notes')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('PHI review: Remove them puts the redacted text in the form and sends only that', async () => {
    const { requests } = await renderLetterPage('walker', {
      signedIn: false,
      routes: { 'POST /api/enhance-dme': { body: { enhancedText: 'FAKE ENHANCED WALKER LETTER' } } },
    });
    type('walker', 'homeEnvironment', 'Fake caregiver reachable at (217) 555-0188');
    generate();
    const dialog = await screen.findByRole('dialog', { name: 'Possible patient identifiers' });
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove them' }));
    await screen.findByTestId('result-card');
    expect((screen.getByLabelText(question('walker', 'homeEnvironment')) as HTMLTextAreaElement).value).toBe(
      'Fake caregiver reachable at [PHONE]',
    );
    const sent = (await bodyOf(requests, 'POST', '/api/enhance-dme')) as { content: string; phiConfirmed?: boolean };
    expect(sent.content).toContain('Fake caregiver reachable at [PHONE].');
    expect(sent.content).not.toContain('555-0188');
    expect(sent.phiConfirmed).toBeUndefined();
  });

  it('PHI review (issue 21): identifiers and possible ones listed by group; Keep and continue sends the letter with phiConfirmed', async () => {
    const { requests } = await renderLetterPage('walker', {
      signedIn: false,
      routes: { 'POST /api/enhance-dme': { body: { enhancedText: 'FAKE ENHANCED WALKER LETTER' } } },
    });
    type('walker', 'homeEnvironment', 'Lives with husband Tom, who helps with meals');
    type('walker', 'mobilityLimitation', 'Fake caregiver reachable at (217) 555-0188');
    generate();
    const dialog = await screen.findByRole('dialog', { name: 'Possible patient identifiers' });
    expect(within(dialog).getByRole('list', { name: 'Patient identifiers' }).textContent).toContain('“(217) 555-0188”');
    // The group the guard's rating puts it in (libs/phi-guard is being improved: "husband Tom" may become certain).
    const group =
      detectPhi('Lives with husband Tom')[0].confidence === 'high' ? 'Patient identifiers' : 'May be patient identifiers: check these';
    expect(within(dialog).getByRole('list', { name: group }).textContent).toContain('“Tom”');
    expect(madeRequest(requests, 'POST', '/api/enhance-dme')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep and continue' }));
    await screen.findByTestId('result-card');
    const sent = (await bodyOf(requests, 'POST', '/api/enhance-dme')) as { content: string; phiConfirmed?: boolean };
    expect(sent.content).toContain('husband Tom');
    expect(sent.phiConfirmed).toBe(true);
  });

  it('should svc-ai still refuse (422 PHI_DETECTED): "Not Sent to the AI"; no letter shown, copied or saved; the answers as typed', async () => {
    const { requests } = await renderLetterPage('commode', {
      routes: {
        'POST /api/enhance-dme': {
          status: 422,
          body: {
            statusCode: 422,
            error: 'PHI_DETECTED',
            message: 'This text may contain patient identifiers…',
            findings: [{ type: 'name', start: 40, end: 43, confidence: 'low' }],
          },
        },
      },
    });
    const clipboard = stubClipboard();
    type('commode', 'toiletingLimitation', 'fake limitation, confined to one room');
    generate();
    await waitFor(() => expect(titles()).toEqual(['AI Enhancement', 'Not Sent to the AI']));
    expect(toasts()[1]).toMatchObject({ kind: 'error', durationMs: 15_000 });
    expect(
      await screen.findByText(
        /^Possible patient identifiers \(a name in the letter\) were not confirmed, so the AI service refused the text\./,
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Generate Letter of Medical Necessity' })).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('result-card')).toBeNull();
    expect(clipboard).not.toHaveBeenCalled();
    expect(madeRequest(requests, 'POST', '/api/notes')).toBe(false);
    expect((screen.getByLabelText(question('commode', 'toiletingLimitation')) as HTMLTextAreaElement).value).toBe(
      'fake limitation, confined to one room',
    );
  });

  it('Download PDF asks for the saved note\'s PDF with the bearer token; a failure is "Download Failed" with the server\'s message', async () => {
    const { requests } = await renderLetterPage('commode', {
      routes: {
        'POST /api/notes': SAVED,
        'POST /api/notes/note-7/email': { body: {} },
        'GET /api/notes/note-7/pdf': { status: 409, body: { message: 'A draft has no PDF. Generate the letter first.' } },
      },
    });
    aiOff();
    generate();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Download Failed')).toBeTruthy();
    expect(screen.getByText('A draft has no PDF. Generate the letter first.')).toBeTruthy();
    const pdf = requests.find((r) => r.url.endsWith('/api/notes/note-7/pdf'))!;
    expect(pdf.headers.get('authorization')).toBe('Bearer fake-token');
  });
});

describe('live coverage checklist (beyond the spec)', () => {
  it('marks a criterion documented as its field is filled, and announces the new count once', async () => {
    await renderLetterPage('walker', { signedIn: false });
    const panel = within(await screen.findByRole('region', { name: 'Medicare Coverage Checklist' }));
    expect(panel.getByTestId('coverage-count').textContent).toBe('0 of 5 documented');
    expect(panel.getByText('Shows what your answers document for a Medicare reviewer. It is not a coverage decision.')).toBeTruthy();
    const item = () => document.querySelector('[data-criterion="walker-safe-use"]')!;
    expect(item().getAttribute('data-status')).toBe('not-documented');
    expect(within(item() as HTMLElement).getByText('Not documented')).toBeTruthy();
    const status = panel.getByRole('status');
    expect(status.textContent).toBe('');

    type('walker', 'patientCapability', 'Able to use walker safely');
    await waitFor(() => expect(item().getAttribute('data-status')).toBe('documented'));
    expect(within(item() as HTMLElement).getByText('Documented')).toBeTruthy();
    expect(item().textContent).toContain("Patient's Capability: “Able to use walker” (says the patient is able to use it)");
    expect(panel.getByTestId('coverage-count').textContent).toBe('1 of 5 documented');
    expect(status.textContent).toBe('1 of 5 criteria documented');
    expect(panel.getByRole('list', { name: 'Coverage criteria' }).children).toHaveLength(5);

    // HCPCS: the walker type settles the code.
    type('walker', 'walkerType', 'Two-wheeled walker');
    await waitFor(() => expect(document.querySelector('[data-hcpcs="E0143"]')).toBeTruthy());
  });

  it('says "Unclear — check" with why, never "Documented", when another answer casts doubt on the evidence (issue 21)', async () => {
    await renderLetterPage('walker', { signedIn: false });
    const panel = within(await screen.findByRole('region', { name: 'Medicare Coverage Checklist' }));
    const item = () => document.querySelector('[data-criterion="walker-safe-use"]') as HTMLElement;
    type('walker', 'patientCapability', 'Able to use RW');
    await waitFor(() => expect(item().getAttribute('data-status')).toBe('documented'));

    type('walker', 'safetyIndependence', 'Requires min A and verbal cues for RW use');
    await waitFor(() => expect(item().getAttribute('data-status')).toBe('unclear'));
    expect(within(item()).getByText('Unclear — check')).toBeTruthy();
    expect(within(item()).queryByText('Documented')).toBeNull();
    expect(within(item()).getByText('Why it is unclear:')).toBeTruthy();
    expect(item().textContent).toContain('“Requires min A and verbal cues for RW use”'.slice(1, -1));
    expect(panel.getByTestId('coverage-count').textContent).toBe('0 of 5 documented · 1 unclear — check');
    expect(panel.getByRole('status').textContent).toBe('0 of 5 criteria documented, 1 unclear');
  });
});
