import { errorMessage, httpStatus, notReached } from './errors';

describe('errorMessage (docs/product.md §8 generic rule)', () => {
  it("reads a JSON body's message", () => {
    expect(errorMessage({ status: 401, data: { statusCode: 401, message: 'Invalid email or password' } })).toBe(
      'Invalid email or password',
    );
  });

  it('else the raw body text', () => {
    expect(
      errorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad gateway', error: 'SyntaxError: Unexpected token' }),
    ).toBe('Bad gateway');
  });

  it('else the status text RTK Query carries for network failures', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('TypeError: Failed to fetch');
  });

  it("reads a thrown Error's message", () => {
    expect(errorMessage(new Error('Enhancement API failed'))).toBe('Enhancement API failed');
  });

  it('is undefined when there is nothing to show, so the page uses its fallback', () => {
    for (const error of [
      undefined,
      null,
      'text',
      42,
      {},
      { status: 500, data: {} },
      { data: { message: '' } },
      { data: '   ' },
      new Error(''),
    ]) {
      expect(errorMessage(error)).toBeUndefined();
    }
  });
});

describe('notReached: a failed call that may not have reached its service (issue 25)', () => {
  it.each([
    ['fetch without a network', new TypeError('Failed to fetch')],
    ["RTK Query's network failure", { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['no answer in time', { status: 'TIMEOUT_ERROR', error: 'AbortError' }],
    ['an aborted fetch', Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
    ['the gateway: refused', { status: 503, data: { error: 'UPSTREAM_UNAVAILABLE' } }],
    ['the gateway: too slow', { status: 504, data: { error: 'UPSTREAM_UNAVAILABLE' } }],
    ['the gateway: anything else', { status: 502, data: { error: 'UPSTREAM_UNAVAILABLE' } }],
    ["a proxy's HTML page", { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' }],
  ])('%s: yes', (_case, error) => expect(notReached(error)).toBe(true));

  it.each([
    ['a bad request', { status: 400 }],
    ['signed out', { status: 401 }],
    ['too large', { status: 413 }],
    ['over the quota', { status: 429 }],
    ['a server error', { status: 500 }],
    ['an unparsable 200', { status: 'PARSING_ERROR', originalStatus: 200 }],
    ['a thrown Error', new Error('x')],
    ['nothing', undefined],
  ])('%s: no', (_case, error) => expect(notReached(error)).toBe(false));

  it('httpStatus reads the status, also behind a parsing error', () => {
    expect(httpStatus({ status: 401 })).toBe(401);
    expect(httpStatus({ status: 'PARSING_ERROR', originalStatus: 502 })).toBe(502);
    expect(httpStatus({ status: 'FETCH_ERROR' })).toBeUndefined();
  });
});
