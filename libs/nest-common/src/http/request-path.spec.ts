import { canonicalRequestUrl } from './request-path';
import { trustedProxiesField, trustProxyOption } from './trusted-proxies';

describe('canonicalRequestUrl', () => {
  it.each([
    ['/api/notes', '/api/notes'],
    ['/api/%6eotes', '/api/notes'],
    ['/api/%6Eotes/abc?x=%2F', '/api/notes/abc?x=%2F'],
    ['/api/auth/../notes', '/api/notes'],
    ['/api/./notes/', '/api/notes/'],
    ['//api///notes', '/api/notes'],
    ['/api/notes/a%20b', '/api/notes/a%20b'],
    ['/api/notes/a b', '/api/notes/a%20b'],
    ['/dme/walker/..', '/dme/'],
    ['/mfe/soap/static/js/main.1a2b.js', '/mfe/soap/static/js/main.1a2b.js'],
    ['/api/notes/caf%C3%A9', '/api/notes/caf%C3%A9'],
    ['/a/b:c@d;e=f', '/a/b:c@d;e=f'],
    ['/', '/'],
  ])('%s → %s', (raw, canonical) => {
    expect(canonicalRequestUrl(raw)).toEqual({ ok: true, url: canonical });
  });

  it.each([
    ['/api/notes%2Fx', /encoded slashes/],
    ['/api/notes%5cx', /encoded slashes/],
    ['/api/%00', /control/],
    ['/api/%1f', /control/],
    ['/api/%7F', /control/],
    ['/api/%zz', /malformed/],
    ['/api/%e', /malformed/],
    ['/api/%c3%28', /UTF-8/],
    ['/..', /above the root/],
    ['/api/../../x', /above the root/],
    ['/api/%2e%2e/%2e%2e/x', /above the root/],
    ['/api\\notes', /backslash/],
    ['api/notes', /start with/],
  ])('refuses %s', (raw, reason) => {
    const result = canonicalRequestUrl(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it('is idempotent: a canonical URL stays as it is', () => {
    for (const raw of ['/api/%6eotes/./a%20b/', '/x/%C3%A9/../y']) {
      const once = canonicalRequestUrl(raw);
      expect(once.ok && canonicalRequestUrl(once.url)).toEqual(once);
    }
  });
});

describe('TRUSTED_PROXIES', () => {
  it('parses a comma-separated list, empty meaning nobody', () => {
    expect(trustedProxiesField('').parse(undefined)).toEqual([]);
    expect(trustedProxiesField('loopback').parse(undefined)).toEqual(['loopback']);
    expect(trustedProxiesField('').parse(' 10.0.0.0/8, 192.168.1.4 ,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.4', 'fd00::/8']);
    expect(trustProxyOption([])).toBe(false);
    expect(trustProxyOption(['loopback'])).toEqual(['loopback']);
  });

  it('refuses anything that is not an address, a range or a keyword', () => {
    expect(trustedProxiesField('').safeParse('everyone').success).toBe(false);
    expect(trustedProxiesField('').safeParse('true').success).toBe(false);
  });
});
