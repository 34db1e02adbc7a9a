import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { isNoteMailJob, NEXT_CURSOR_HEADER, type Note, type NoteMailJob } from '@clinote/contracts';
import { startNotesTestRig, type NotesTestRig } from '../testing/notes-test-rig';

const ALICE = { id: randomUUID(), email: 'alice.fake@clinote.test' };
const BOB = { id: randomUUID(), email: 'bob.fake@clinote.test' };

/** Obviously invented clinical text: no patient identifiers anywhere. */
const GENERATED = {
  title: 'SOAP Note - 3/4/2026',
  content: 'SUBJECTIVE:\nPatient is a 70-year-old referred for gait training.\n\nPLAN:\nVisit frequency: 2x/week for 4 weeks.',
  subjective: 'SUBJECTIVE:\nPatient is a 70-year-old referred for gait training.',
  objective: 'OBJECTIVE:\nNo objective measurements recorded.',
  assessment: 'ASSESSMENT:\nNo assessment provided.',
  plan: 'PLAN:\nVisit frequency: 2x/week for 4 weeks.',
};
/** The form answers GENERATED was written from (issue 24), invented like the rest. */
const ANSWERS = {
  subjective: { patientInfo: '70 y/o, referred for gait training', pain: '4/10 knee pain\nworse on stairs', falls: '' },
  plan: { frequency: '2x/week for 4 weeks', goals: 'Amb 150 ft with FWW — Mod I, 4 wks' },
};
const DRAFT = { title: 'Draft SOAP Note - 3/4/2026', content: JSON.stringify({ subjective: { pain: '4/10 knee pain' } }), isDraft: true };

describe('svc-notes /notes', () => {
  let issuer: NotesTestRig['issuer'];
  let service: NotesTestRig['service'];
  let mail: NotesTestRig['mail'];
  let rig: NotesTestRig | undefined;

  beforeAll(async () => {
    rig = await startNotesTestRig('notes');
    ({ issuer, service, mail } = rig);
  });

  afterAll(() => rig?.stop());

  const as = (user: { id: string; email: string }) => issuer.headers(user);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: { id: string; email: string }, payload?: unknown) =>
    service.app.inject({ method, url, headers: user ? as(user) : {}, payload: payload as object });
  const create = async (user: typeof ALICE, payload: object): Promise<Note> => {
    const res = await call('POST', '/notes', user, payload);
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  describe('saving (docs/product.md §7 payloads)', () => {
    it('saves a generated note and answers it with its id', async () => {
      const note = await create(ALICE, GENERATED);
      expect(note).toEqual({
        ...GENERATED,
        id: expect.any(String),
        kind: 'pt',
        isDraft: false,
        answers: null,
        version: 1,
        signedAt: null,
        signedBy: null,
        addenda: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('keeps the form answers a note was generated from: POST and GET /notes/{id} answer them, the list does not (issue 24)', async () => {
      const note = await create(ALICE, { ...GENERATED, answers: ANSWERS });
      expect(note.answers).toEqual(ANSWERS);
      const read = await call('GET', `/notes/${note.id}`, ALICE);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(note);
      const listed = ((await call('GET', '/notes?limit=500', ALICE)).json() as Note[]).find((n) => n.id === note.id);
      expect(listed).toEqual({ ...note, answers: null });
      const bobs = await call('GET', `/notes/${note.id}`, BOB);
      expect(bobs.statusCode).toBe(404);
      expect(bobs.json().message).toBe('Note not found');
      // A letter may keep its answers too; null means none.
      const letter = await create(ALICE, {
        title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
        subjective: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR',
        answers: { medicalNecessity: { diagnosis: 'Knee OA' } },
      });
      expect((await call('GET', `/notes/${letter.id}`, ALICE)).json().answers).toEqual({ medicalNecessity: { diagnosis: 'Knee OA' } });
      expect((await create(ALICE, { ...GENERATED, answers: null })).answers).toBeNull();
    });

    it('stores a save sent again with the same clientId once, also when both arrive together; per owner (issue 25)', async () => {
      const clientId = randomUUID();
      const first = await create(ALICE, { ...GENERATED, clientId });
      const again = await create(ALICE, { ...GENERATED, clientId });
      expect(again).toEqual(first);
      expect(again).not.toHaveProperty('clientId'); // the client's id is not part of the note
      const racing = randomUUID();
      const [a, b] = await Promise.all([
        create(ALICE, { ...GENERATED, clientId: racing }),
        create(ALICE, { ...GENERATED, clientId: racing }),
      ]);
      expect(a.id).toBe(b.id);
      const listed = (await call('GET', '/notes?limit=500', ALICE)).json() as Note[];
      expect(listed.filter((note) => note.id === first.id || note.id === a.id)).toHaveLength(2);
      // Another account's save with the same id is its own note; a save without one is always new.
      const bobs = await create(BOB, { ...GENERATED, clientId });
      expect(bobs.id).not.toBe(first.id);
      expect((await create(ALICE, GENERATED)).id).not.toBe((await create(ALICE, GENERATED)).id);
    });

    it('refuses a clientId that is not a UUID, with a 400 and its message', async () => {
      const res = await call('POST', '/notes', ALICE, { ...GENERATED, clientId: 'retry-1' });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('clientId must be a UUID');
    });

    it('saves an SN/OT note without content, and a letter, taking the kind from the title', async () => {
      const sn = await create(ALICE, {
        title: 'SN Evaluation - 3/4/2026',
        subjective: 'SUBJECTIVE:\nNo subjective information provided.',
        objective: '',
        assessment: '',
        plan: '',
      });
      expect(sn).toMatchObject({ kind: 'sn', content: '', isDraft: false });
      const ot = await create(ALICE, { title: 'OT Evaluation - 3/4/2026', subjective: 'S', objective: 'O', assessment: 'A', plan: 'P' });
      expect(ot.kind).toBe('ot');
      const letter = await create(ALICE, {
        title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
        subjective: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR',
        objective: '',
        assessment: '',
        plan: '',
      });
      expect(letter.kind).toBe('walker');
    });

    it('saves a draft whose content is the JSON of the answers', async () => {
      const draft = await create(ALICE, DRAFT);
      expect(draft).toMatchObject({ isDraft: true, kind: 'pt', content: DRAFT.content, answers: null });
    });

    it.each([
      [{}, 'title must be text'],
      [{ title: '   ' }, 'title is required'],
      [{ title: 'x'.repeat(201), kind: 'pt' }, 'title must be at most 200 characters'],
      [{ title: 'Line\nbreak', kind: 'pt' }, 'title: This value must be a single line without control characters'],
      [
        { title: 'Untitled thing' },
        'kind is required when the title does not name one (pt, ot, sn, wheelchair, hospital-bed, commode, walker)',
      ],
      [{ title: 'Note', kind: 'scooter' }, 'kind must be one of pt, ot, sn, wheelchair, hospital-bed, commode, walker'],
      [{ title: 'SOAP Note', subjective: 42 }, 'subjective must be text'],
      [{ title: 'SOAP Note', subjective: 'bell \u0007' }, 'subjective: Text must not contain control characters'],
      [{ title: 'Draft SOAP Note', isDraft: true, content: 'not json' }, 'content of a draft must be the JSON of the form answers'],
      [{ title: 'Draft SOAP Note', isDraft: 'yes' }, 'isDraft must be true or false'],
      [{ ...GENERATED, answers: 'x' }, 'answers must be the form answers: section → field → text'],
      [{ ...GENERATED, answers: [ANSWERS] }, 'answers must be the form answers: section → field → text'],
      [{ ...GENERATED, answers: { subjective: 'x' } }, 'answers must be the form answers: section → field → text'],
      [{ ...GENERATED, answers: { s: { f: 5 } } }, 'answers.s.f must be text'],
      [{ ...GENERATED, answers: { s: { f: 'x'.repeat(200_001) } } }, 'answers.s.f must be at most 200000 characters'],
      [{ ...GENERATED, answers: { s: { f: 'bell \u0007' } } }, 'answers.s.f: Text must not contain control characters'],
      [{ ...GENERATED, answers: { s: { f: 'a\u0000b' } } }, 'The request must not contain NUL characters'],
      [
        { ...GENERATED, answers: { 'bad-key': { f: 'x' } } },
        'answers: section ids and field keys must be letters and digits, starting with a letter (at most 64)',
      ],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const res = await call('POST', '/notes', ALICE, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('refuses a body over 1 MiB with 413, a NUL with 400 and a form post with 415 — never a 500', async () => {
      expect((await call('POST', '/notes', ALICE, { ...GENERATED, content: 'x'.repeat(1024 * 1024 + 1) })).statusCode).toBe(413);
      expect((await call('POST', '/notes', ALICE, { ...GENERATED, content: 'a\u0000b' })).statusCode).toBe(400);
      const form = await service.app.inject({
        method: 'POST',
        url: '/notes',
        headers: { ...as(ALICE), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'title=x',
      });
      expect(form.statusCode).toBe(415);
    });
  });

  describe('reading', () => {
    const carol = { id: randomUUID(), email: 'carol.fake@clinote.test' };

    it("lists only the caller's notes, newest first, honouring ?limit=", async () => {
      for (const n of [1, 2, 3]) await create(carol, { ...GENERATED, title: `SOAP Note - 3/${n}/2026` });
      await create(BOB, { ...GENERATED, title: 'SOAP Note - Bob' });
      const all = (await call('GET', '/notes', carol)).json() as Note[];
      expect(all.map((n) => n.title)).toEqual(['SOAP Note - 3/3/2026', 'SOAP Note - 3/2/2026', 'SOAP Note - 3/1/2026']);
      const two = (await call('GET', '/notes?limit=2', carol)).json() as Note[];
      expect(two).toHaveLength(2);
      for (const bad of ['?limit=0', '?limit=abc', '?limit=501', '?limit=1.5'])
        expect((await call('GET', `/notes${bad}`, carol)).statusCode).toBe(400);
    });

    it('answers 50 notes without ?limit=, and the cursor of the next page in a header; the pages hold every note once, newest first (issue 19)', async () => {
      const dave = { id: randomUUID(), email: 'dave.fake@clinote.test' };
      // 120 notes, ten to each instant (microsecond-exact ties), so pages must also order by id.
      await service.app.get(DataSource).query(
        `INSERT INTO "${service.schema}".notes (user_id, kind, title, created_at)
         SELECT $1, 'pt', 'SOAP Note - ' || n, timestamptz '2026-03-04 12:00:00.123456Z' + (n / 10) * interval '1 millisecond' FROM generate_series(0, 119) AS n`,
        [dave.id],
      );
      const expected = ((await call('GET', '/notes?limit=500', dave)).json() as Note[]).map((n) => n.id);
      expect(expected).toHaveLength(120);
      const seen: string[] = [];
      const sizes: number[] = [];
      let url = '/notes';
      for (let page = 0; page < 5; page++) {
        const res = await call('GET', url, dave);
        expect(res.statusCode).toBe(200);
        const notes = res.json() as Note[];
        expect(Array.isArray(notes)).toBe(true);
        sizes.push(notes.length);
        seen.push(...notes.map((n) => n.id));
        const cursor = res.headers[NEXT_CURSOR_HEADER];
        if (!cursor) break;
        url = `/notes?cursor=${cursor}`;
      }
      expect(sizes).toEqual([50, 50, 20]);
      expect(seen).toEqual(expected);
      const two = await call('GET', '/notes?limit=2', dave);
      expect(two.json()).toHaveLength(2);
      expect((await call('GET', `/notes?limit=2&cursor=${two.headers[NEXT_CURSOR_HEADER]}`, dave)).json().map((n: Note) => n.id)).toEqual(
        expected.slice(2, 4),
      );
      // A cursor is only good for its owner's list: Bob's list after Dave's position holds Bob's notes only.
      const bobs = (await call('GET', `/notes?cursor=${two.headers[NEXT_CURSOR_HEADER]}`, BOB)).json() as Note[];
      expect(bobs.every((n) => !expected.includes(n.id))).toBe(true);
      for (const bad of ['not-a-cursor', Buffer.from('2026-03-04_x').toString('base64url'), 'a%2Fb']) {
        const res = await call('GET', `/notes?cursor=${bad}`, dave);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(`cursor must be the value of the ${NEXT_CURSOR_HEADER} header of the previous page`);
      }
    });

    it('answers one note to its owner, and 404 to anyone else or for an id that is not one', async () => {
      const note = await create(ALICE, GENERATED);
      expect((await call('GET', `/notes/${note.id}`, ALICE)).json()).toEqual(note);
      for (const [user, id] of [
        [BOB, note.id],
        [ALICE, randomUUID()],
        [ALICE, 'not-a-uuid'],
        [ALICE, "1' OR '1'='1"],
      ] as const) {
        const res = await call('GET', `/notes/${encodeURIComponent(id)}`, user);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Note not found' });
      }
    });
  });

  describe('drafts', () => {
    it("updates the owner's draft in place instead of piling up copies", async () => {
      const draft = await create(ALICE, DRAFT);
      const content = JSON.stringify({ subjective: { pain: '2/10 after HEP' } });
      const res = await call('PUT', `/notes/${draft.id}`, ALICE, { title: 'Draft SOAP Note - 3/5/2026', content, isDraft: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: draft.id,
        title: 'Draft SOAP Note - 3/5/2026',
        content,
        isDraft: true,
        createdAt: draft.createdAt,
      });
      expect((await call('GET', '/notes', ALICE)).json().filter((n: Note) => n.id === draft.id)).toHaveLength(1);
    });

    it("will not update someone else's draft or a completed note (404), nor with bad content (400)", async () => {
      const draft = await create(ALICE, DRAFT);
      const done = await create(ALICE, GENERATED);
      expect((await call('PUT', `/notes/${draft.id}`, BOB, DRAFT)).statusCode).toBe(404);
      expect((await call('PUT', `/notes/${done.id}`, ALICE, DRAFT)).statusCode).toBe(404);
      expect((await call('PUT', `/notes/${draft.id}`, ALICE, { title: 'Draft SOAP Note', content: '[1,2]' })).statusCode).toBe(400);
      expect((await call('GET', `/notes/${draft.id}`, ALICE)).json().content).toBe(DRAFT.content);
    });
  });

  describe('deleting', () => {
    it("deletes the owner's note only", async () => {
      const note = await create(ALICE, GENERATED);
      expect((await call('DELETE', `/notes/${note.id}`, BOB)).statusCode).toBe(404);
      expect((await call('DELETE', `/notes/${note.id}`, ALICE)).statusCode).toBe(204);
      expect((await call('GET', `/notes/${note.id}`, ALICE)).statusCode).toBe(404);
      expect((await call('DELETE', `/notes/${note.id}`, ALICE)).statusCode).toBe(404);
    });
  });

  describe('e-mailing', () => {
    /** The job queued for a note, and what svc-mailer reads with its grant (the job carries ids only, issue 19). */
    const queuedFor = async (noteId: string) => {
      const jobs = await mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
      const job = jobs.map((j) => j.data).find((data): data is NoteMailJob => isNoteMailJob(data) && data.noteId === noteId);
      const document =
        job &&
        (
          await service.app.inject({
            method: 'GET',
            url: `/internal/note-mail/${noteId}`,
            headers: { authorization: `Bearer ${job.grant}` },
          })
        ).json();
      return { job, document };
    };

    it("queues the note to the caller's own address (202), as readable text under its title", async () => {
      const note = await create(ALICE, GENERATED);
      const res = await call('POST', `/notes/${note.id}/email`, ALICE);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: `The note is on its way to ${ALICE.email}.`, to: ALICE.email });
      const { job, document } = await queuedFor(note.id);
      expect(job).toEqual({ kind: 'note', to: ALICE.email, noteId: note.id, grant: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      expect(document).toEqual({ title: GENERATED.title, body: GENERATED.content });
    });

    it('e-mails a letter as a letter, the text being its sections when it has no content', async () => {
      const letter = await create(ALICE, {
        title: 'Letter of Medical Necessity - Hospital Bed - 3/4/2026',
        subjective: 'LETTER OF MEDICAL NECESSITY: HOSPITAL BED\n\nMedical Condition and Symptoms:\nCHF with orthopnea.',
      });
      expect((await call('POST', `/notes/${letter.id}/email`, ALICE)).statusCode).toBe(202);
      const { job, document } = await queuedFor(letter.id);
      expect(job?.kind).toBe('letter');
      expect(document).toMatchObject({ title: letter.title, body: letter.subjective });
    });

    it("opens a note mail's content to its grant only: another note, a made-up grant, no grant, a deleted note read as not found", async () => {
      const note = await create(ALICE, GENERATED);
      const other = await create(ALICE, { ...GENERATED, title: 'SOAP Note - other' });
      await call('POST', `/notes/${note.id}/email`, ALICE);
      const { job } = await queuedFor(note.id);
      const read = (noteId: string, authorization?: string) =>
        service.app.inject({ method: 'GET', url: `/internal/note-mail/${noteId}`, headers: authorization ? { authorization } : {} });
      expect((await read(note.id, `Bearer ${job!.grant}`)).statusCode).toBe(200);
      for (const [noteId, authorization] of [
        [other.id, `Bearer ${job!.grant}`],
        [note.id, `Bearer ${'A'.repeat(43)}`],
        [note.id, undefined],
        [note.id, `Bearer ${issuer.token(ALICE)}`],
      ] as const) {
        const res = await read(noteId, authorization);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Note not found');
      }
      await call('DELETE', `/notes/${note.id}`, ALICE);
      expect((await read(note.id, `Bearer ${job!.grant}`)).statusCode).toBe(404);
    });

    it("will not e-mail someone else's note (404) or a draft (409)", async () => {
      const note = await create(ALICE, GENERATED);
      const before = (await mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).length;
      expect((await call('POST', `/notes/${note.id}/email`, BOB)).statusCode).toBe(404);
      const draft = await create(ALICE, DRAFT);
      const res = await call('POST', `/notes/${draft.id}/email`, ALICE);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A draft cannot be e-mailed. Generate the note first.');
      expect((await mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).length).toBe(before);
    });
  });

  describe('authentication (every service checks the token itself)', () => {
    it.each([
      ['no token', undefined],
      ['an expired token', () => issuer.token(ALICE, { exp: Math.floor(Date.now() / 1000) - 5 })],
      ['a token for another audience', () => issuer.token(ALICE, { aud: 'elsewhere' })],
      ['garbage', () => 'not.a.token'],
    ])('refuses %s with 401', async (_name, token) => {
      const headers = token ? { authorization: `Bearer ${token()}` } : {};
      for (const [method, url] of [
        ['GET', '/notes'],
        ['POST', '/notes'],
        ['GET', `/notes/${randomUUID()}`],
      ] as const) {
        const res = await service.app.inject({ method, url, headers, payload: method === 'POST' ? GENERATED : undefined });
        expect(res.statusCode).toBe(401);
      }
    });
  });
});
