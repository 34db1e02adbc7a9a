import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  isNoteMailJob,
  SIGNED_NOTE_LOCKED_MESSAGE,
  SIGNING_MESSAGES,
  type AuditLogEntry,
  type Note,
  type NoteMailJob,
} from '@clinote/contracts';
import { startNotesTestRig, type NotesTestRig } from '../testing/notes-test-rig';

const ALICE = { id: randomUUID(), email: 'alice.sign.fake@clinote.test' };
const BOB = { id: randomUUID(), email: 'bob.sign.fake@clinote.test' };
/** An invented clinician; 1234567893 is the NPI of CMS's own check-digit example. */
const SIGNER = { name: 'Alice Example', credentials: 'PT, DPT', npi: '1234567893' };

/** Obviously invented clinical text: no patient identifiers anywhere. */
const NOTE = {
  title: 'SOAP Note - 3/4/2026',
  content: 'SUBJECTIVE:\nPatient is a 70-year-old referred for gait training.',
  subjective: 'S',
  objective: 'O',
  assessment: 'A',
  plan: 'P',
};
const LETTER = {
  title: 'Letter of Medical Necessity - Walker/Rollator - 3/4/2026',
  subjective: 'LETTER OF MEDICAL NECESSITY: WALKER/ROLLATOR\n\nMobility Limitation:\nFictional patient walks 30 ft only with a rollator.',
};
const DRAFT = { title: 'Draft SOAP Note - 3/4/2026', content: JSON.stringify({ subjective: { pain: '4/10' } }), isDraft: true };

const pdfText = (pdf: Buffer): string => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

describe('svc-notes: signing, the lock, addenda and the note audit (issue 25)', () => {
  let rig: NotesTestRig;

  beforeAll(async () => {
    rig = await startNotesTestRig('notes_sign');
  });
  afterAll(() => rig?.stop());

  type User = { id: string; email: string };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: User, payload?: object) =>
    rig.service.app.inject({ method, url, headers: rig.issuer.headers(user), payload });
  const create = async (user: User, payload: object = NOTE): Promise<Note> => {
    const res = await call('POST', '/notes', user, payload);
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const tokenFor = (user: { id: string }, signer: object = SIGNER) => rig.issuer.signingToken(user, signer);
  const sign = (user: User, id: string, signingToken = tokenFor(user)) => call('POST', `/notes/${id}/sign`, user, { signingToken });
  const signed = async (user: User, payload: object = NOTE): Promise<Note> => {
    const note = await create(user, payload);
    const res = await sign(user, note.id);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const addendum = (user: User, id: string, text: string, signingToken = tokenFor(user)) =>
    call('POST', `/notes/${id}/addenda`, user, { text, signingToken });
  const auditLog = async (limit = 500): Promise<AuditLogEntry[]> => {
    const res = await rig.service.app.inject({
      method: 'GET',
      url: `/internal/audit/note-actions?limit=${limit}`,
      headers: { authorization: `Bearer ${rig.issuer.serviceToken('svc-identity')}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const refused = (res: { statusCode: number; json: () => { message: string } }) => {
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SIGNING_MESSAGES.signingTokenRefused);
  };

  describe('signing', () => {
    it("signs the owner's completed note: the signer and the time, answered by POST, GET and the list", async () => {
      const note = await create(ALICE);
      const before = Date.now();
      const res = await sign(ALICE, note.id);
      expect(res.statusCode).toBe(200);
      const body: Note = res.json();
      expect(body).toEqual({
        ...note,
        signedAt: expect.any(String),
        signedBy: { userId: ALICE.id, ...SIGNER },
        addenda: [],
        updatedAt: expect.any(String),
      });
      expect(Date.parse(body.signedAt!)).toBeGreaterThanOrEqual(before - 2000);
      expect((await call('GET', `/notes/${note.id}`, ALICE)).json()).toEqual(body);
      const listed = ((await call('GET', '/notes?limit=500', ALICE)).json() as Note[]).find((n) => n.id === note.id);
      expect(listed).toMatchObject({ signedAt: body.signedAt, signedBy: body.signedBy, addenda: [] });
    });

    it('refuses a signing token used again, also for another note', async () => {
      const [first, second] = [await create(ALICE), await create(ALICE)];
      const token = tokenFor(ALICE);
      expect((await sign(ALICE, first.id, token)).statusCode).toBe(200);
      refused(await sign(ALICE, second.id, token));
      expect((await call('GET', `/notes/${second.id}`, ALICE)).json().signedAt).toBeNull();
    });

    it("refuses another user's signing token, an access token, an expired one, a long-lived one and garbage", async () => {
      const note = await create(ALICE);
      const now = Math.floor(Date.now() / 1000);
      for (const token of [
        tokenFor(BOB),
        rig.issuer.token(ALICE),
        rig.issuer.signingToken(ALICE, SIGNER, { iat: now - 400, exp: now - 100 }),
        rig.issuer.signingToken(ALICE, SIGNER, { exp: now + 3600 }),
        rig.issuer.signingToken(ALICE, SIGNER, { aud: 'clinote' }),
        rig.issuer.signingToken(ALICE, SIGNER, { typ: 'access' }),
        rig.issuer.signingToken(ALICE, { credentials: '' }),
        rig.issuer.signingToken(ALICE, { npi: '1234567890' }),
        'not.a.token',
      ])
        refused(await sign(ALICE, note.id, token));
      const missing = await call('POST', `/notes/${note.id}/sign`, ALICE, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(SIGNING_MESSAGES.signingTokenRefused);
      expect((await call('GET', `/notes/${note.id}`, ALICE)).json().signedAt).toBeNull();
    });

    it('never takes a signing token as an access token', async () => {
      const token = tokenFor(ALICE);
      for (const [method, url] of [
        ['GET', '/notes'],
        ['POST', `/notes/${randomUUID()}/sign`],
      ] as const) {
        const res = await rig.service.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
          payload: { signingToken: token },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Please sign in to continue.');
      }
    });

    it("answers 404 for another user's note, 400 for a draft, 409 when signed already — and leaves the token usable", async () => {
      const note = await create(ALICE);
      const token = tokenFor(ALICE);
      const bobs = await sign(BOB, note.id);
      expect(bobs.statusCode).toBe(404);
      expect(bobs.json().message).toBe('Note not found');
      const draft = await create(ALICE, DRAFT);
      const drafted = await sign(ALICE, draft.id, token);
      expect(drafted.statusCode).toBe(400);
      expect(drafted.json().message).toBe(SIGNING_MESSAGES.draftNotSignable);
      expect((await sign(ALICE, note.id, token)).statusCode).toBe(200);
      const again = await sign(ALICE, note.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(SIGNING_MESSAGES.alreadySigned);
    });

    it('signs once when two signatures race', async () => {
      const note = await create(ALICE);
      const statuses = (await Promise.all([sign(ALICE, note.id), sign(ALICE, note.id)])).map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
    });
  });

  describe('the lock', () => {
    it('refuses PUT and DELETE of a signed note with 409, and keeps it as signed', async () => {
      const note = await signed(ALICE);
      const put = await call('PUT', `/notes/${note.id}`, ALICE, DRAFT);
      expect(put.statusCode).toBe(409);
      expect(put.json()).toEqual({ statusCode: 409, error: 'CONFLICT', message: SIGNED_NOTE_LOCKED_MESSAGE });
      const del = await call('DELETE', `/notes/${note.id}`, ALICE);
      expect(del.statusCode).toBe(409);
      expect(del.json().message).toBe(SIGNED_NOTE_LOCKED_MESSAGE);
      expect((await call('GET', `/notes/${note.id}`, ALICE)).json()).toEqual(note);
      // Someone else's signed note is still simply not found.
      expect((await call('DELETE', `/notes/${note.id}`, BOB)).statusCode).toBe(404);
      expect((await call('PUT', `/notes/${note.id}`, BOB, DRAFT)).statusCode).toBe(404);
    });

    it("holds in the database too: a signed note's text cannot be changed by any writer, an addendum never", async () => {
      const note = await signed(ALICE);
      expect((await addendum(ALICE, note.id, 'Invented addendum.')).statusCode).toBe(201);
      const db = rig.service.app.get(DataSource);
      const s = rig.service.schema;
      await expect(db.query(`UPDATE "${s}".notes SET content = 'changed' WHERE id = $1`, [note.id])).rejects.toMatchObject({
        code: 'CN409',
      });
      await expect(db.query(`UPDATE "${s}".notes SET signed_at = NULL, signed_by = NULL WHERE id = $1`, [note.id])).rejects.toMatchObject({
        code: 'CN409',
      });
      await expect(db.query(`UPDATE "${s}".note_addenda SET text = 'changed' WHERE note_id = $1`, [note.id])).rejects.toMatchObject({
        code: 'CN409',
      });
      await expect(db.query(`UPDATE "${s}".notes SET updated_at = now() WHERE id = $1`, [note.id])).resolves.toBeDefined();
      await expect(
        db.query(`UPDATE "${s}".notes SET is_draft = true, signed_at = now(), signed_by = '{}' WHERE id = $1`, [(await create(ALICE)).id]),
      ).rejects.toThrow(/notes_draft_unsigned/);
    });

    it('still deletes an unsigned note', async () => {
      const note = await create(ALICE);
      expect((await call('DELETE', `/notes/${note.id}`, ALICE)).statusCode).toBe(204);
    });
  });

  describe('addenda', () => {
    it('refuses an addendum under an unsigned note with 409', async () => {
      const note = await create(ALICE);
      const res = await addendum(ALICE, note.id, 'Invented addendum.');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SIGNING_MESSAGES.addendumNeedsSignedNote);
    });

    it('adds signed addenda under a signed note, oldest first, in GET /notes/{id} and not in the list', async () => {
      const note = await signed(ALICE);
      const first = await addendum(ALICE, note.id, 'Invented: pt called back,\nreports less pain.');
      expect(first.statusCode).toBe(201);
      expect(first.json().addenda).toEqual([
        {
          id: expect.any(String),
          text: 'Invented: pt called back,\nreports less pain.',
          signedAt: expect.any(String),
          signedBy: { userId: ALICE.id, ...SIGNER },
        },
      ]);
      const second = await addendum(
        ALICE,
        note.id,
        'Second invented addendum.',
        tokenFor(ALICE, { ...SIGNER, credentials: 'PT, DPT, OCS', npi: null }),
      );
      expect(second.statusCode).toBe(201);
      const read: Note = (await call('GET', `/notes/${note.id}`, ALICE)).json();
      expect(read.addenda.map((a) => a.text)).toEqual(['Invented: pt called back,\nreports less pain.', 'Second invented addendum.']);
      expect(read.addenda[1]!.signedBy).toEqual({ userId: ALICE.id, name: SIGNER.name, credentials: 'PT, DPT, OCS', npi: null });
      expect(Date.parse(read.addenda[0]!.signedAt)).toBeLessThanOrEqual(Date.parse(read.addenda[1]!.signedAt));
      expect(second.json()).toEqual(read);
      expect({ ...read, addenda: [] }).toMatchObject({ content: note.content, signedAt: note.signedAt, signedBy: note.signedBy });
      const listed = ((await call('GET', '/notes?limit=500', ALICE)).json() as Note[]).find((n) => n.id === note.id);
      expect(listed?.addenda).toEqual([]);
    });

    it('refuses an empty or too long addendum (400), a used token (401), and another user (404)', async () => {
      const note = await signed(ALICE);
      for (const [text, message] of [
        ['   ', 'Please write the addendum.'],
        ['x'.repeat(20_001), 'An addendum must be at most 20,000 characters.'],
        ['bell \u0007', 'text: Text must not contain control characters'],
      ]) {
        const res = await addendum(ALICE, note.id, text);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect((await addendum(ALICE, note.id, 'x'.repeat(20_000))).statusCode).toBe(201);
      const token = tokenFor(ALICE);
      expect((await addendum(ALICE, note.id, 'Once.', token)).statusCode).toBe(201);
      refused(await addendum(ALICE, note.id, 'Twice.', token));
      expect((await addendum(BOB, note.id, 'Not mine.')).statusCode).toBe(404);
      expect(((await call('GET', `/notes/${note.id}`, ALICE)).json() as Note).addenda).toHaveLength(2);
    });
  });

  describe('what leaves the service', () => {
    const queuedDocument = async (noteId: string) => {
      const jobs = await rig.mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
      const job = jobs.map((j) => j.data).find((data): data is NoteMailJob => isNoteMailJob(data) && data.noteId === noteId);
      const res = await rig.service.app.inject({
        method: 'GET',
        url: `/internal/note-mail/${noteId}`,
        headers: { authorization: `Bearer ${job!.grant}` },
      });
      return res.json();
    };

    it("e-mails a signed note's text with its signature line and addenda", async () => {
      const note = await signed(ALICE);
      await addendum(ALICE, note.id, 'Invented addendum text.');
      expect((await call('POST', `/notes/${note.id}/email`, ALICE)).statusCode).toBe(202);
      const { body } = await queuedDocument(note.id);
      const lines = body.split('\n\n');
      expect(lines[0]).toBe(NOTE.content);
      expect(lines[1]).toMatch(
        /^Electronically signed by Alice Example, PT, DPT \(NPI 1234567893\) on \w+ \d{1,2}, \d{4} at \d{2}:\d{2} UTC$/,
      );
      expect(lines[2]).toMatch(
        /^ADDENDUM \(\w+ \d{1,2}, \d{4} at \d{2}:\d{2} UTC\):\nInvented addendum text\.\nElectronically signed by Alice Example/,
      );
    });

    it('prints the signature and addenda in a signed letter\'s PDF, "Unsigned draft" in an unsigned one\'s', async () => {
      const unsigned = await create(ALICE, LETTER);
      const draftText = pdfText((await call('GET', `/notes/${unsigned.id}/pdf`, ALICE)).rawPayload);
      expect(draftText).toContain('Unsigned draft');
      expect(draftText).toContain('[Treating practitioner name, credentials]');
      const letter = await signed(ALICE, LETTER);
      await addendum(ALICE, letter.id, 'Invented addendum: the rollator was delivered.');
      const res = await call('GET', `/notes/${letter.id}/pdf`, ALICE);
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      expect(text).not.toContain('Unsigned draft');
      expect(text).not.toContain('[Treating practitioner name, credentials]');
      const inOrder = [
        'Mobility Limitation:',
        'Alice Example, PT, DPT',
        'NPI: 1234567893',
        'Electronically signed on',
        'Addendum, ',
        'the rollator was delivered.',
      ];
      const positions = inOrder.map((part) => text.indexOf(part));
      expect(positions).not.toContain(-1);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });

    it('records signing, addenda, PDF downloads and e-mails, newest first, for svc-identity only', async () => {
      const carol = { id: randomUUID(), email: 'carol.sign.fake@clinote.test' };
      const letter = await signed(carol, LETTER);
      expect((await addendum(carol, letter.id, 'Invented.')).statusCode).toBe(201);
      expect((await call('GET', `/notes/${letter.id}/pdf`, carol)).statusCode).toBe(200);
      expect((await call('POST', `/notes/${letter.id}/email`, carol)).statusCode).toBe(202);
      const mine = (await auditLog()).filter((entry) => entry.actorId === carol.id);
      const target = `${LETTER.title} (${letter.id})`;
      expect(mine).toEqual(
        ['note.email', 'note.pdf-download', 'note.addendum', 'note.sign'].map((action) => ({
          id: expect.any(String),
          actorId: carol.id,
          actorEmail: carol.email,
          action,
          target,
          at: expect.any(String),
        })),
      );
      // Refused actions leave no entry; a draft refused, a reused token refused.
      const count = (await auditLog()).length;
      await sign(carol, (await create(carol, DRAFT)).id);
      expect(await auditLog()).toHaveLength(count);
      expect((await auditLog(1))[0]!.action).toBe('note.email');

      for (const authorization of [`Bearer ${rig.issuer.token(carol)}`, `Bearer ${rig.issuer.serviceToken('svc-mailer')}`, undefined]) {
        const res = await rig.service.app.inject({
          method: 'GET',
          url: '/internal/audit/note-actions',
          headers: authorization ? { authorization } : {},
        });
        expect([401, 403]).toContain(res.statusCode);
      }
    });
  });
});
