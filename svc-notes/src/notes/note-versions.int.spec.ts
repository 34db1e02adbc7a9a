import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { buildSoap, joinSoap } from '@clinote/clinical-text';
import {
  isNoteMailJob,
  NOTE_EDIT_MESSAGES,
  NOTE_LIMITS,
  noteText,
  SIGNED_NOTE_LOCKED_MESSAGE,
  type Note,
  type NoteMailJob,
  type NoteVersion,
} from '@clinote/contracts';
import { startNotesTestRig, type NotesTestRig } from '../testing/notes-test-rig';

/** Invented clinical text throughout: no patient identifiers. */
const ALICE = { id: randomUUID(), email: 'alice.fake@clinote.test' };
const BOB = { id: randomUUID(), email: 'bob.fake@clinote.test' };

const PT = buildSoap('pt', {
  subjective: { patientInfo: '70 y/o referred for gait training', pain: '4/10 knee pain' },
  objective: { ambulation: '150 ft with FWW, CGA' },
  plan: { frequency: '2x/week for 4 weeks' },
});
const PT_NOTE = { title: 'SOAP Note - 3/4/2026', kind: 'pt', content: joinSoap(PT), ...PT };
const OT = buildSoap('ot', { subjective: { ageGenderReferral: '64 y/o referred for ADL retraining' } });
const OT_NOTE = { title: 'OT Evaluation - 3/4/2026', kind: 'ot', ...OT };
const LETTER_TEXT = 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation: Unable to walk 50 ft without support.';
const LETTER = {
  title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
  kind: 'walker',
  content: LETTER_TEXT,
  subjective: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation: unable to walk 50 ft.',
};
const DRAFT = { title: 'Draft SOAP Note - 3/4/2026', content: JSON.stringify({ subjective: { pain: '4/10 knee pain' } }), isDraft: true };

describe('svc-notes: editing a saved note, and its versions (issue 25, docs/decisions/0153-note-versions.md)', () => {
  let rig: NotesTestRig;
  let service: NotesTestRig['service'];

  beforeAll(async () => {
    rig = await startNotesTestRig('versions');
    service = rig.service;
  });
  afterAll(() => rig?.stop());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user?: typeof ALICE, payload?: unknown) =>
    service.app.inject({ method, url, headers: user ? rig.issuer.headers(user) : {}, payload: payload as object });
  const create = async (user: typeof ALICE, payload: object): Promise<Note> => {
    const res = await call('POST', '/notes', user, payload);
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const edit = (note: Pick<Note, 'id'>, text: string, version: number, user = ALICE) =>
    call('PATCH', `/notes/${note.id}`, user, { text, version });
  const versionsOf = async (note: Pick<Note, 'id'>, user = ALICE): Promise<NoteVersion[]> => {
    const res = await call('GET', `/notes/${note.id}/versions`, user);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const db = () => service.app.get(DataSource);

  it('a new note is version 1, and its versions are its text as generated', async () => {
    const note = await create(ALICE, PT_NOTE);
    expect(note.version).toBe(1);
    expect(await versionsOf(note)).toEqual([
      { number: 1, text: PT_NOTE.content, savedBy: ALICE.email, savedAt: note.createdAt, kind: 'generated' },
    ]);
    // Nothing is copied on create: version 1 is the note itself until the first edit.
    expect(await db().query(`SELECT count(*)::int AS n FROM "${service.schema}".note_versions WHERE note_id = $1`, [note.id])).toEqual([
      { n: 0 },
    ]);
  });

  it('saves an edit of a PT note as version 2, re-deriving the sections while the headings stay; the versions list it newest first', async () => {
    const note = await create(ALICE, PT_NOTE);
    const text = PT_NOTE.content.replace(
      'Visit frequency: 2x/week for 4 weeks.',
      'Visit frequency: 3x/week for 4 weeks.\nReassess in 2 weeks.',
    );
    const res = await edit(note, text, 1);
    expect(res.statusCode).toBe(200);
    const edited: Note = res.json();
    expect(edited).toMatchObject({
      id: note.id,
      version: 2,
      content: text,
      subjective: PT.subjective,
      objective: PT.objective,
      assessment: PT.assessment,
      plan: 'PLAN:\nVisit frequency: 3x/week for 4 weeks.\nReassess in 2 weeks.',
      createdAt: note.createdAt,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(note.updatedAt));
    expect((await call('GET', `/notes/${note.id}`, ALICE)).json()).toEqual(edited);
    const versions = await versionsOf(note);
    expect(versions).toEqual([
      { number: 2, text, savedBy: ALICE.email, savedAt: edited.updatedAt, kind: 'edited' },
      { number: 1, text: PT_NOTE.content, savedBy: ALICE.email, savedAt: note.createdAt, kind: 'generated' },
    ]);
    // A third edit from version 2.
    const third = await edit(note, `${text}\nDischarge planned.`, 2);
    expect(third.statusCode).toBe(200);
    expect((await versionsOf(note)).map((v) => [v.number, v.kind])).toEqual([
      [3, 'edited'],
      [2, 'edited'],
      [1, 'generated'],
    ]);
  });

  it('an OT note: version 1 is its sections joined; an edit without the headings keeps the text only, and every reader shows it', async () => {
    const note = await create(ALICE, OT_NOTE);
    const generated = noteText(note);
    expect(generated).toBe(joinSoap(OT));
    const text = 'Pt seen for ADL retraining; tolerated 45 min.\nContinue plan.';
    const edited: Note = (await edit(note, text, 1)).json();
    expect(edited).toMatchObject({ version: 2, content: text, subjective: '', objective: '', assessment: '', plan: '' });
    expect(noteText(edited)).toBe(text);
    expect((await versionsOf(note)).map((v) => v.text)).toEqual([text, generated]);
    const listed = ((await call('GET', '/notes?limit=500', ALICE)).json() as Note[]).find((n) => n.id === note.id)!;
    expect(noteText(listed)).toBe(text);
  });

  it('a letter: the edited text is its content; the plain letter stays where it was', async () => {
    const note = await create(ALICE, LETTER);
    const text = `${LETTER_TEXT}\n\nHome Environment: Single-level home, 2 steps to enter.`;
    const edited: Note = (await edit(note, text, 1)).json();
    expect(edited).toMatchObject({ version: 2, content: text, subjective: LETTER.subjective, objective: '', plan: '' });
    expect(noteText(edited)).toBe(text);
    expect((await versionsOf(note)).map((v) => v.text)).toEqual([text, LETTER_TEXT]);
  });

  it('"Save changes" then e-mail: the mail carries the edited text', async () => {
    const note = await create(ALICE, PT_NOTE);
    const text = `${PT_NOTE.content}\nPt agrees with the plan.`;
    expect((await edit(note, text, 1)).statusCode).toBe(200);
    expect((await call('POST', `/notes/${note.id}/email`, ALICE)).statusCode).toBe(202);
    const jobs = await rig.mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    const job = jobs.map((j) => j.data).find((data): data is NoteMailJob => isNoteMailJob(data) && data.noteId === note.id)!;
    const document = await service.app.inject({
      method: 'GET',
      url: `/internal/note-mail/${note.id}`,
      headers: { authorization: `Bearer ${job.grant}` },
    });
    expect(document.json()).toEqual({ title: PT_NOTE.title, body: text });
  });

  it('the same text as now: 200, the note unchanged, no new version (also from an older version: a retry whose answer was lost)', async () => {
    const note = await create(ALICE, PT_NOTE);
    const same = await edit(note, `\n${PT_NOTE.content}  \n`, 1);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(note);
    const text = `${PT_NOTE.content}\nAdded.`;
    const saved: Note = (await edit(note, text, 1)).json();
    const retried = await edit(note, text, 1);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(saved);
    expect((await versionsOf(note)).map((v) => v.number)).toEqual([2, 1]);
  });

  it('an edit made from an older version: 409 with its message, nothing saved', async () => {
    const note = await create(ALICE, PT_NOTE);
    expect((await edit(note, `${PT_NOTE.content}\nFirst tab.`, 1)).statusCode).toBe(200);
    const stale = await edit(note, `${PT_NOTE.content}\nSecond tab.`, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(NOTE_EDIT_MESSAGES.stale);
    expect(NOTE_EDIT_MESSAGES.stale).toBe('This note was changed elsewhere: reopen it to see the latest version.');
    expect((await call('GET', `/notes/${note.id}`, ALICE)).json().content).toBe(`${PT_NOTE.content}\nFirst tab.`);
    const ahead = await edit(note, `${PT_NOTE.content}\nFrom the future.`, 7);
    expect(ahead.statusCode).toBe(409);
  });

  it('two edits racing from the same version: one is saved, the other answers 409; exactly one new version', async () => {
    const note = await create(ALICE, PT_NOTE);
    const results = await Promise.all([1, 2, 3, 4].map((n) => edit(note, `${PT_NOTE.content}\nEdit ${n}.`, 1)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner: Note = results.find((r) => r.statusCode === 200)!.json();
    const versions = await versionsOf(note);
    expect(versions.map((v) => v.number)).toEqual([2, 1]);
    expect(versions[0]!.text).toBe(winner.content);
    expect((await call('GET', `/notes/${note.id}`, ALICE)).json()).toMatchObject({ version: 2, content: winner.content });
    // Racing with the same text: both succeed, one version.
    const again = await Promise.all([1, 2].map(() => edit(note, `${winner.content}\nSame.`, 2)));
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await versionsOf(note)).map((v) => v.number)).toEqual([3, 2, 1]);
  });

  it("another user's note, a made-up id and a malformed one are not found (404), to edit and to list", async () => {
    const note = await create(ALICE, PT_NOTE);
    for (const id of [note.id, randomUUID(), 'not-a-uuid']) {
      const patched = await edit({ id }, 'Changed.', 1, BOB);
      expect(patched.statusCode).toBe(404);
      expect(patched.json().message).toBe('Note not found');
      expect((await call('GET', `/notes/${id}/versions`, BOB)).statusCode).toBe(404);
    }
    expect((await call('GET', `/notes/${note.id}`, ALICE)).json()).toEqual(note);
  });

  it('a draft is not edited (400: drafts are PUT) and has no versions', async () => {
    const draft = await create(ALICE, DRAFT);
    const res = await edit(draft, 'Changed.', 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOTE_EDIT_MESSAGES.draft);
    expect(await versionsOf(draft)).toEqual([]);
  });

  it('a signed note is locked: 409 with SIGNED_NOTE_LOCKED_MESSAGE, nothing saved', async () => {
    const note = await create(ALICE, PT_NOTE);
    const signer = { userId: ALICE.id, name: 'Alice Fake', credentials: 'PT, DPT', npi: null };
    await db().query(`UPDATE "${service.schema}".notes SET signed_at = now(), signed_by = $2 WHERE id = $1`, [
      note.id,
      JSON.stringify(signer),
    ]);
    const res = await edit(note, `${PT_NOTE.content}\nAfter signing.`, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SIGNED_NOTE_LOCKED_MESSAGE);
    expect((await call('GET', `/notes/${note.id}`, ALICE)).json()).toMatchObject({ content: PT_NOTE.content, version: 1 });
    expect(await versionsOf(note)).toHaveLength(1);
  });

  it.each([
    ['no text', { version: 1 }, 'text must be text'],
    ['an empty text', { text: '', version: 1 }, NOTE_EDIT_MESSAGES.textRequired],
    ['a blank text', { text: ' \n\t ', version: 1 }, NOTE_EDIT_MESSAGES.textRequired],
    [
      'a text too long',
      { text: 'x'.repeat(NOTE_LIMITS.textLength + 1), version: 1 },
      `text must be at most ${NOTE_LIMITS.textLength} characters`,
    ],
    ['a control character', { text: 'Bell \u0007 here', version: 1 }, 'text:'],
    ['no version', { text: 'Changed.' }, 'version must be a number'],
    ['a version as text', { text: 'Changed.', version: '1' }, 'version must be a number'],
    ['a fractional version', { text: 'Changed.', version: 1.5 }, 'version must be a whole number'],
    ['version 0', { text: 'Changed.', version: 0 }, 'version must be at least 1'],
  ])('a body with %s: 400 naming what is wrong', async (_label, body, message) => {
    const note = await create(ALICE, PT_NOTE);
    const res = await call('PATCH', `/notes/${note.id}`, ALICE, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('needs a signed-in caller (401)', async () => {
    const note = await create(ALICE, PT_NOTE);
    expect((await call('PATCH', `/notes/${note.id}`, undefined, { text: 'x', version: 1 })).statusCode).toBe(401);
    expect((await call('GET', `/notes/${note.id}/versions`)).statusCode).toBe(401);
  });
});
