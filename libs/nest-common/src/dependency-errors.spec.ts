import { isDependencyUnavailable } from './dependency-errors';

const named = (name: string, props: Record<string, unknown> = {}) => Object.assign(new Error(name), { name, ...props });

describe('isDependencyUnavailable: 503 for an unreachable database or cache, not for a wrong request', () => {
  it.each([
    ['TypeORM after PostgreSQL cut a transaction', named('QueryRunnerAlreadyReleasedError')],
    ['PostgreSQL shutting down (57P01) inside a driver error', named('QueryFailedError', { driverError: { code: '57P01' } })],
    ['a refused connection as the cause', named('Error', { cause: { code: 'ECONNREFUSED' } })],
    ['ioredis giving up', named('MaxRetriesPerRequestError')],
  ])('%s', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', named('QueryFailedError', { driverError: { code: '23505' } })],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['nothing', undefined],
  ])('%s is not', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});
