import { answerDrift, contractOwner, routeDrift } from './contract-check';

// Invented values only.
const NOTE = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'pt',
  title: 'SOAP Note - 3/4/2026',
  content: 'SUBJECTIVE:\nFake.',
  isDraft: false,
  subjective: '',
  objective: '',
  assessment: '',
  plan: '',
  answers: null,
  version: 1,
  signedAt: null,
  signedBy: null,
  addenda: [],
  createdAt: '2026-03-04T14:00:00.000Z',
  updatedAt: '2026-03-04T14:00:00.000Z',
};
const JSON_TYPE = 'application/json; charset=utf-8';

describe('answerDrift: a real answer against its published operation (issue 26)', () => {
  it('a note as published: no drift', () => {
    expect(answerDrift('notes', 'GET', `/notes/${NOTE.id}`, 200, JSON_TYPE, NOTE)).toBeNull();
    expect(answerDrift('notes', 'POST', '/notes', 201, JSON_TYPE, NOTE)).toBeNull();
  });

  it.each([
    ['a field the schema does not name', { ...NOTE, secret: 'x' }, /Unrecognized key: "secret"/],
    ['a field missing', { ...NOTE, version: undefined }, /version/],
    ['a field of the wrong type', { ...NOTE, version: '1' }, /version/],
  ])('%s: drift, named', (_case, body, problem) => {
    expect(answerDrift('notes', 'GET', `/notes/${NOTE.id}`, 200, JSON_TYPE, body)).toMatch(problem);
  });

  it('a status the operation does not publish, a content type it does not, an error that is not an ApiError', () => {
    expect(answerDrift('notes', 'GET', `/notes/${NOTE.id}`, 201, JSON_TYPE, NOTE)).toMatch(/a status the API does not publish/);
    expect(answerDrift('notes', 'GET', `/notes/${NOTE.id}`, 200, 'text/plain', 'x')).toMatch(/published as application\/json/);
    expect(answerDrift('notes', 'GET', `/notes/${NOTE.id}`, 404, JSON_TYPE, { message: 'Note not found' })).toMatch(/not an ApiError/);
    expect(
      answerDrift('notes', 'GET', `/notes/${NOTE.id}`, 404, JSON_TYPE, { statusCode: 404, error: 'NOT_FOUND', message: 'Note not found' }),
    ).toBeNull();
  });

  it('a route that is not a published operation (internal, unknown) is not the contract’s business', () => {
    expect(answerDrift('notes', 'GET', '/health', 200, JSON_TYPE, {})).toBeNull();
    expect(answerDrift('mailer', 'GET', '/queue', 200, JSON_TYPE, {})).toBeNull();
  });
});

describe('routeDrift and contractOwner: a service’s routes against the table', () => {
  const notesRoutes = [
    ['GET', '/notes'],
    ['POST', '/notes'],
    ['GET', '/notes/:id'],
    ['PUT', '/notes/:id'],
    ['PATCH', '/notes/:id'],
    ['DELETE', '/notes/:id'],
    ['POST', '/notes/:id/email'],
    ['GET', '/notes/:id/pdf'],
    ['GET', '/notes/:id/versions'],
    ['POST', '/notes/:id/sign'],
    ['POST', '/notes/:id/addenda'],
    ['GET', '/notes/:id/fhir'],
    ['GET', '/health'],
    ['HEAD', '/health'],
    ['GET', '/health/live'],
    ['GET', '/internal/note-mail/:noteId'],
    ['GET', '/internal/stats/user-counts'],
    ['GET', '/internal/audit/note-actions'],
  ].map(([method, url]) => ({ method, url }));

  it('svc-notes as published: nothing undocumented, nothing missing; recognised as svc-notes', () => {
    expect(routeDrift('notes', notesRoutes)).toEqual({ undocumented: [], missing: [] });
    expect(contractOwner(notesRoutes)).toBe('notes');
  });

  it('a new route nobody published, and a published one gone', () => {
    const drifted = [...notesRoutes.filter(({ url }) => url !== '/notes/:id/fhir'), { method: 'POST', url: '/notes/:id/share' }];
    expect(routeDrift('notes', drifted)).toEqual({ undocumented: ['POST /notes/{id}/share'], missing: ['GET /notes/{id}/fhir'] });
  });

  it('an app with none of the services’ routes is the gateway', () => {
    expect(contractOwner([{ method: 'GET', url: '/api/health' }])).toBe('gateway');
  });
});
