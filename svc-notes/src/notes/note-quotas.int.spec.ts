import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Note } from '@clinote/contracts';
import { REDIS } from '@clinote/nest-common';
import { startNotesTestRig, type NotesTestRig } from '../testing/notes-test-rig';

/** Obviously invented clinical text. */
const NOTE = { title: 'SOAP Note - 3/4/2026', subjective: 'S', objective: 'O', assessment: 'A', plan: 'P' };
const LETTER = {
  title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
  subjective: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation:\nFictional patient walks 30 ft.',
};
const DRAFT = { title: 'Draft SOAP Note - 3/4/2026', content: '{}', isDraft: true };

type User = { id: string; email: string };
const someone = (name: string): User => ({ id: randomUUID(), email: `${name}.quota.fake@clinote.test` });

describe('svc-notes per-user quotas (issue 19)', () => {
  let issuer: NotesTestRig['issuer'];
  let service: NotesTestRig['service'];
  let mail: NotesTestRig['mail'];
  let rig: NotesTestRig | undefined;

  beforeAll(async () => {
    rig = await startNotesTestRig('notes_quota', { NOTE_SAVES_PER_HOUR: '3', NOTE_EMAILS_PER_HOUR: '2', LETTER_PDFS_PER_HOUR: '2' });
    ({ issuer, service, mail } = rig);
  });

  afterAll(() => rig?.stop());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: User, payload?: object) =>
    service.app.inject({ method, url, headers: issuer.headers(user), payload });
  const create = async (user: User, payload: object): Promise<Note> => {
    const res = await call('POST', '/notes', user, payload);
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const expect429 = (res: { statusCode: number; json: () => { message: string } }, said: RegExp) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(said);
  };

  it('takes NOTE_SAVES_PER_HOUR saves (new notes and draft updates) a user, then 429; other users save on', async () => {
    const alice = someone('alice');
    const draft = await create(alice, DRAFT);
    await create(alice, NOTE);
    expect((await call('PUT', `/notes/${draft.id}`, alice, DRAFT)).statusCode).toBe(200);
    expect429(
      await call('POST', '/notes', alice, NOTE),
      /^You have saved 3 notes this hour, the most Clinote takes\. Please try again in \d+ minutes\.$/,
    );
    expect429(await call('PUT', `/notes/${draft.id}`, alice, DRAFT), /^You have saved 3 notes this hour/);
    await create(someone('bob'), NOTE);
  });

  it('queues NOTE_EMAILS_PER_HOUR mails a user, then 429 and no job', async () => {
    const carol = someone('carol');
    const note = await create(carol, NOTE);
    for (let i = 0; i < 2; i++) expect((await call('POST', `/notes/${note.id}/email`, carol)).statusCode).toBe(202);
    expect429(
      await call('POST', `/notes/${note.id}/email`, carol),
      /^You have e-mailed 2 notes this hour, the most Clinote sends\. Please try again in \d+ minutes\.$/,
    );
    const jobs = await mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    expect(jobs.filter((j) => j.data.to === carol.email)).toHaveLength(2);
  });

  it('makes LETTER_PDFS_PER_HOUR PDFs a user, then 429', async () => {
    const dana = someone('dana');
    const letter = await create(dana, LETTER);
    for (let i = 0; i < 2; i++) expect((await call('GET', `/notes/${letter.id}/pdf`, dana)).statusCode).toBe(200);
    expect429(
      await call('GET', `/notes/${letter.id}/pdf`, dana),
      /^You have downloaded 2 letter PDFs this hour, the most Clinote makes\. Please try again in \d+ minutes\.$/,
    );
  });

  it('lets a save through uncounted while Redis cannot be reached', async () => {
    const erin = someone('erin');
    const redis = service.app.get<Redis>(REDIS);
    const down = jest.spyOn(redis, 'multi').mockImplementation(() => {
      throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
    });
    try {
      for (let i = 0; i < 5; i++) await create(erin, NOTE);
    } finally {
      down.mockRestore();
    }
  });
});
