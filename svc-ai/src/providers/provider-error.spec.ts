import { commonFailure, failureForStatus, parseRetryAfter, ProviderError } from './provider-error';

const headers = (values: Record<string, string>) => new Headers(values);

describe('parseRetryAfter', () => {
  it('reads delay-seconds, an HTTP date and retry-after-ms', () => {
    expect(parseRetryAfter(headers({ 'retry-after': '2' }))).toBe(2000);
    expect(parseRetryAfter(headers({ 'retry-after': '0.5' }))).toBe(500);
    expect(parseRetryAfter(headers({ 'retry-after': 'Wed, 21 Oct 2026 07:28:05 GMT' }), Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(
      5000,
    );
    expect(parseRetryAfter(headers({ 'retry-after-ms': '750', 'retry-after': '9' }))).toBe(750);
  });

  it('is undefined when absent or unreadable, and never negative', () => {
    expect(parseRetryAfter(headers({}))).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter(headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(parseRetryAfter(headers({ 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' }), Date.parse('Wed, 21 Oct 2026 08:00:00 GMT'))).toBe(
      0,
    );
  });
});

describe('failureForStatus', () => {
  it.each([
    [429, 'rate-limited', true],
    [408, 'timeout', true],
    [500, 'unavailable', true],
    [503, 'unavailable', true],
    [400, 'refused', false],
    [401, 'refused', false],
    [404, 'refused', false],
  ] as const)('HTTP %i is %s (retryable: %s)', (status, kind, retryable) => {
    const failure = failureForStatus(status, 1000);
    expect(failure).toMatchObject({ kind, message: `HTTP ${status}` });
    expect(failure.retryable).toBe(retryable);
  });
});

describe('commonFailure', () => {
  const live = new AbortController().signal;

  it('is a timeout when our signal aborted, whatever the SDK threw', () => {
    expect(commonFailure(new Error('Request was aborted.'), AbortSignal.abort())).toMatchObject({ kind: 'timeout' });
  });

  it('calls a body that is not JSON a malformed answer', () => {
    expect(commonFailure(new SyntaxError('Unexpected token <'), live)).toMatchObject({
      kind: 'bad-answer',
      message: 'malformed answer: not JSON',
    });
  });

  it('names network errors by the code found down the cause chain', () => {
    const socket = Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    expect(commonFailure(new Error('Connection error.', { cause: new TypeError('fetch failed', { cause: socket }) }), live)).toMatchObject({
      kind: 'unavailable',
      message: 'network error ECONNREFUSED',
    });
    expect(commonFailure(new Error('odd'), live)).toMatchObject({ kind: 'unavailable', message: 'network error' });
  });

  it('passes a ProviderError through', () => {
    const failure = new ProviderError('bad-answer', 'malformed answer: no candidates');
    expect(commonFailure(failure, AbortSignal.abort())).toBe(failure);
  });
});
