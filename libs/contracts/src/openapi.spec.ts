import { validate } from '@readme/openapi-parser';
import { API_OPERATIONS } from './api.schemas';
import { openApiDocument } from './openapi.schemas';

describe('the OpenAPI document (issue 26): generated from API_OPERATIONS and the zod schemas', () => {
  const doc = openApiDocument();

  it('is a valid OpenAPI 3.1 document (a real validator: its schema, references, parameters)', async () => {
    // validate() works on a copy: it resolves references in place.
    const result = await validate(structuredClone(doc) as never);
    expect(result).toMatchObject({ valid: true });
    expect(doc.openapi).toBe('3.1.0');
    // The validator can say no: a reference to a schema that is not there.
    const broken = structuredClone(doc) as typeof doc;
    (broken.components.schemas as Record<string, unknown>).Note = undefined;
    delete broken.components.schemas.Note;
    await expect(validate(broken as never)).resolves.toMatchObject({ valid: false });
  });

  it('has every operation of the table, once, with its access and owner', () => {
    for (const operation of API_OPERATIONS) {
      const published = doc.paths[operation.path]?.[operation.method] as Record<string, unknown> | undefined;
      expect({ route: `${operation.method} ${operation.path}`, published: !!published }).toEqual({
        route: `${operation.method} ${operation.path}`,
        published: true,
      });
      expect(published).toMatchObject({
        operationId: operation.operationId,
        'x-clinote-access': operation.access,
        'x-clinote-service': operation.owner,
      });
      expect(published!.security === undefined).toBe(operation.access === 'public');
    }
    const ids = API_OPERATIONS.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const count = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(count).toBe(API_OPERATIONS.length);
  });

  it('names what a note is, field by field, from the zod schema (not a hand-written copy)', () => {
    const note = doc.components.schemas.Note as { properties: Record<string, unknown>; required: string[]; additionalProperties: boolean };
    expect(Object.keys(note.properties)).toEqual(expect.arrayContaining(['id', 'kind', 'version', 'signedAt', 'signedBy', 'addenda']));
    expect(note.additionalProperties).toBe(false);
    expect(note.required).toContain('version');
    expect(doc.paths['/api/notes/{id}'].get).toMatchObject({
      parameters: [{ name: 'id', in: 'path', required: true }],
      responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' } } } } },
    });
  });

  it('says what a request takes: the body of POST /api/notes and the query of GET /api/admin/users', () => {
    const body = (
      doc.paths['/api/notes'].post as {
        requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
      }
    ).requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['title']);
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['title', 'content', 'clientId', 'answers']));
    const query = (doc.paths['/api/admin/users'].get as { parameters: Array<{ name: string; in: string }> }).parameters;
    expect(query.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual([
      'query:page',
      'query:pageSize',
      'query:search',
      'query:sort',
      'query:order',
    ]);
  });
});
