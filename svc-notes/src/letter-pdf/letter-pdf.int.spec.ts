import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { isNoteMailJob, type Note, type NoteMailDocument, type NoteMailJob } from '@clinote/contracts';
import { startNotesTestRig, type NotesTestRig } from '../testing/notes-test-rig';
import { largestPrintableLetter } from './largest-printable-letter';
import { PDF_BUSY_MESSAGE } from './letter-pdf-renderer';

const ALICE = { id: randomUUID(), email: 'alice.pdf.fake@clinote.test' };
const BOB = { id: randomUUID(), email: 'bob.pdf.fake@clinote.test' };

/** Obviously invented clinical text, saved as the equipment form saves a letter (docs/product.md §3, §7). */
const WALKER_LETTER = {
  title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
  content: '',
  subjective:
    'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation:\nFictional patient walks ≥ 30 ft only with a “rollator”, 5–7 times a day.',
  objective: '',
  assessment: '',
  plan: '',
};
const SOAP_NOTE = {
  title: 'SOAP Note - 3/4/2026',
  content: 'SUBJECTIVE:\nPatient is a 70-year-old referred for gait training.',
  subjective: 'S',
  objective: 'O',
  assessment: 'A',
  plan: 'P',
};
const PT_DRAFT = { title: 'Draft SOAP Note - 3/4/2026', content: JSON.stringify({ subjective: { pain: '4/10' } }), isDraft: true };

const pdfText = (pdf: Buffer): string => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

describe('svc-notes GET /notes/{id}/pdf', () => {
  let issuer: NotesTestRig['issuer'];
  let service: NotesTestRig['service'];
  let mail: NotesTestRig['mail'];
  let rig: NotesTestRig | undefined;

  beforeAll(async () => {
    rig = await startNotesTestRig('notes_pdf');
    ({ issuer, service, mail } = rig);
  });

  afterAll(() => rig?.stop());

  const get = (url: string, user?: typeof ALICE) => service.app.inject({ method: 'GET', url, headers: user ? issuer.headers(user) : {} });
  const create = async (user: typeof ALICE, payload: object): Promise<Note> => {
    const res = await service.app.inject({ method: 'POST', url: '/notes', headers: issuer.headers(user), payload });
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  it("answers the owner's letter as a PDF download that nobody caches", async () => {
    const letter = await create(ALICE, WALKER_LETTER);
    const res = await get(`/notes/${letter.id}/pdf`, ALICE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Letter of Medical Necessity - Walker-Rollator - 3-4-2026.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('RE: Letter of Medical Necessity - Walker/Rollator');
    expect(text).toContain('Fictional patient walks ≥ 30 ft only with a “rollator”, 5–7 times a day.');
  });

  it('prints the final letter (content) when the note has one, rather than the plain one', async () => {
    const letter = await create(ALICE, { ...WALKER_LETTER, content: 'To the reviewer:\n\nAn enhanced, fictional letter text.' });
    const text = pdfText((await get(`/notes/${letter.id}/pdf`, ALICE)).rawPayload);
    expect(text).toContain('An enhanced, fictional letter text.');
    expect(text).not.toContain('Mobility Limitation:');
  });

  it('answers 404 "Note not found" for another user\'s letter, a made-up id and a non-UUID', async () => {
    const letter = await create(ALICE, WALKER_LETTER);
    for (const [user, id] of [
      [BOB, letter.id],
      [ALICE, randomUUID()],
      [ALICE, 'not-a-uuid'],
    ] as const) {
      const res = await get(`/notes/${encodeURIComponent(id)}/pdf`, user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Note not found' });
    }
  });

  it('answers 409 for a SOAP note and for a draft: only generated letters have a PDF', async () => {
    const soap = await create(ALICE, SOAP_NOTE);
    const soapRes = await get(`/notes/${soap.id}/pdf`, ALICE);
    expect(soapRes.statusCode).toBe(409);
    expect(soapRes.json().message).toBe('Only a Letter of Medical Necessity has a PDF; this is a SOAP note.');
    const draft = await create(ALICE, PT_DRAFT);
    expect((await get(`/notes/${draft.id}/pdf`, ALICE)).statusCode).toBe(409);
  });

  describe('a long letter (issue 19)', () => {
    const LARGEST = { ...WALKER_LETTER, subjective: largestPrintableLetter() };

    it("answers another user's list while the largest allowed letter renders", async () => {
      const letter = await create(ALICE, LARGEST);
      await create(BOB, SOAP_NOTE);
      let rendered = false;
      const download = get(`/notes/${letter.id}/pdf`, ALICE).then((res) => {
        rendered = true;
        return res;
      });
      // Bob lists his notes again and again until the letter is done: on the request loop the
      // render held every one of his requests until it was over.
      const listTimes: number[] = [];
      while (!rendered && listTimes.length < 200) {
        const started = performance.now();
        const res = await get('/notes', BOB);
        expect(res.statusCode).toBe(200);
        if (!rendered) listTimes.push(performance.now() - started);
      }
      const pdf = await download;
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(pdf.rawPayload)).toContain('Finding 1000:');
      expect(listTimes.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...listTimes)).toBeLessThan(1000); // generous for a loaded machine; bench/pdf-stall.mjs measures it
    });

    it('answers 422 with the reason for a letter too long to print, never a 500', async () => {
      const letter = await create(ALICE, {
        ...WALKER_LETTER,
        subjective: `${largestPrintableLetter()}\n\n${'Tolerates sitting. '.repeat(100)}`,
      });
      const res = await get(`/notes/${letter.id}/pdf`, ALICE);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(
        /^This letter is too long for a PDF: 5\d,\d{3} characters, at most 50,000\. Shorten it, or copy its text instead\.$/,
      );
    });

    it('e-mails a letter too long to print with its text and no PDF', async () => {
      const letter = await create(ALICE, { ...WALKER_LETTER, subjective: `${'Tolerates sitting. '.repeat(3000)}` });
      expect(
        (await service.app.inject({ method: 'POST', url: `/notes/${letter.id}/email`, headers: issuer.headers(ALICE) })).statusCode,
      ).toBe(202);
      const jobs = await mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
      const job = jobs.map((j) => j.data).find((data): data is NoteMailJob => isNoteMailJob(data) && data.noteId === letter.id)!;
      const document = (
        await service.app.inject({
          method: 'GET',
          url: `/internal/note-mail/${letter.id}`,
          headers: { authorization: `Bearer ${job.grant}` },
        })
      ).json() as NoteMailDocument;
      expect(document.body).toContain('Tolerates sitting.');
      expect(document).not.toHaveProperty('attachment');
    });
  });

  it('refuses a caller without a valid token with 401', async () => {
    const letter = await create(ALICE, WALKER_LETTER);
    expect((await get(`/notes/${letter.id}/pdf`)).statusCode).toBe(401);
    const expired = await service.app.inject({
      method: 'GET',
      url: `/notes/${letter.id}/pdf`,
      headers: { authorization: `Bearer ${issuer.token(ALICE, { exp: Math.floor(Date.now() / 1000) - 5 })}` },
    });
    expect(expired.statusCode).toBe(401);
  });

  describe('the letter e-mail', () => {
    /** The job a POST /notes/{id}/email queued, and the mail content svc-mailer fetches with it (issue 19). */
    const mailed = async (noteId: string): Promise<{ job: NoteMailJob; document: NoteMailDocument }> => {
      const jobs = await mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
      const job = jobs.map((j) => j.data).find((data): data is NoteMailJob => isNoteMailJob(data) && data.noteId === noteId)!;
      const res = await service.app.inject({
        method: 'GET',
        url: `/internal/note-mail/${noteId}`,
        headers: { authorization: `Bearer ${job.grant}` },
      });
      expect(res.statusCode).toBe(200);
      return { job, document: res.json() };
    };

    it('carries the same PDF as an attachment', async () => {
      const title = 'Letter of Medical Necessity - Bedside Commode - 3/5/2026';
      const letter = await create(ALICE, {
        ...WALKER_LETTER,
        title,
        subjective:
          'LETTER OF MEDICAL NECESSITY: BEDSIDE COMMODE\n\nToileting Limitation:\nFictional: cannot reach the toilet at night, ½ flight of stairs.',
      });
      expect(
        (await service.app.inject({ method: 'POST', url: `/notes/${letter.id}/email`, headers: issuer.headers(ALICE) })).statusCode,
      ).toBe(202);
      const { job, document } = await mailed(letter.id);
      expect(job).toMatchObject({ kind: 'letter', to: ALICE.email });
      expect(document).toMatchObject({
        title,
        attachment: { filename: 'Letter of Medical Necessity - Bedside Commode - 3-5-2026.pdf', contentType: 'application/pdf' },
      });
      const attached = Buffer.from(document.attachment!.contentBase64, 'base64');
      expect(pdfText(attached)).toContain('Fictional: cannot reach the toilet at night, ½ flight of stairs.');
    });

    it('sends a SOAP note without one', async () => {
      const title = 'SOAP Note - 3/6/2026';
      const note = await create(ALICE, { ...SOAP_NOTE, title });
      await service.app.inject({ method: 'POST', url: `/notes/${note.id}/email`, headers: issuer.headers(ALICE) });
      const { job, document } = await mailed(note.id);
      expect(job.kind).toBe('note');
      expect(document).not.toHaveProperty('attachment');
    });

    it('queues ids only, never the PDF: a mail job stays small in Redis (issue 19)', async () => {
      const letter = await create(ALICE, {
        ...WALKER_LETTER,
        subjective: `${WALKER_LETTER.subjective}\n\n${'Fictional finding:\nTolerates sitting. '.repeat(300)}`,
      });
      await service.app.inject({ method: 'POST', url: `/notes/${letter.id}/email`, headers: issuer.headers(ALICE) });
      const jobs = await mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
      const job = jobs.find((j) => JSON.stringify(j.data).includes(letter.id));
      expect(job).toBeDefined();
      expect(Object.keys(job!.data).sort()).toEqual(['grant', 'kind', 'noteId', 'to']);
      expect(JSON.stringify(job!.data).length).toBeLessThan(300);
      // Finished jobs do not pile up: completed ones go after a day, failed ones after a week.
      expect(job!.opts).toMatchObject({ removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } });
    });
  });
});

describe('svc-notes letter PDFs when every render thread is taken (issue 19)', () => {
  let issuer: NotesTestRig['issuer'];
  let service: NotesTestRig['service'];
  let rig: NotesTestRig | undefined;

  beforeAll(async () => {
    rig = await startNotesTestRig('notes_pdf_busy', { PDF_RENDER_THREADS: '1', PDF_RENDER_QUEUE: '0' });
    ({ issuer, service } = rig);
  });

  afterAll(() => rig?.stop());

  it('answers 503 "try again in a minute" rather than queueing without end', async () => {
    const res = await service.app.inject({
      method: 'POST',
      url: '/notes',
      headers: issuer.headers(ALICE),
      payload: { ...WALKER_LETTER, subjective: largestPrintableLetter() },
    });
    const id = (res.json() as Note).id;
    const download = () => service.app.inject({ method: 'GET', url: `/notes/${id}/pdf`, headers: issuer.headers(ALICE) });
    const answers = await Promise.all([download(), download()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 503]);
    expect(answers.find((a) => a.statusCode === 503)!.json().message).toBe(PDF_BUSY_MESSAGE);
    expect((await download()).statusCode).toBe(200); // the thread is free again
  });
});
