import { errorMessage } from './errors';

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
