import { adminUsersQuerySchema } from './admin.schemas';

const parse = (query: Record<string, unknown>) => adminUsersQuerySchema.safeParse(query);
const message = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? 'accepted' : result.error.issues[0]!.message;
};

describe('GET /api/admin/users query (issue 23)', () => {
  it('defaults to the first 25 accounts, newest sign-up first', () => {
    expect(parse({}).data).toEqual({ page: 1, pageSize: 25, search: '', sort: 'signup', order: 'desc' });
  });

  it("reads numbers from the query string, trims the search and takes each column's first order", () => {
    expect(parse({ page: '3', pageSize: '100', search: '  Ann  ', sort: 'notes' }).data).toEqual({
      page: 3,
      pageSize: 100,
      search: 'Ann',
      sort: 'notes',
      order: 'desc',
    });
    expect(parse({ sort: 'user' }).data?.order).toBe('asc');
    expect(parse({ sort: 'activity', order: 'asc' }).data?.order).toBe('asc');
  });

  it.each([
    [{ pageSize: '101' }, 'pageSize must be at most 100'],
    [{ pageSize: '0' }, 'pageSize must be at least 1'],
    [{ page: '0' }, 'page must be at least 1'],
    [{ page: '1.5' }, 'page must be a whole number'],
    [{ page: 'two' }, 'page must be a number'],
    [{ page: ['1', '2'] }, 'page must be a number'],
    [{ page: '2000000' }, 'page must be at most 1,000,000'],
    [{ sort: 'password_hash' }, 'sort must be one of user, notes, activity, status, signup'],
    [{ order: 'up' }, 'order must be asc or desc'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    [{ search: ['a', 'b'] }, 'search must be given once, as text'],
    [{ pagesize: '10' }, 'unknown query parameter: pagesize'],
  ])('refuses %j: "%s"', (query, expected) => {
    expect(message(query)).toBe(expected);
  });
});
