/**
 * Request paths in one canonical form, decided once before routing (issue 7: `GET /api/%6eotes`
 * reached svc-notes past the gateway's sign-in check, because the check read the raw path while the
 * router decoded it). Every service and the gateway route, check and proxy the same string.
 */
export type CanonicalUrl = { ok: true; url: string } | { ok: false; reason: string };

/** Encoded characters that would change the path's structure or smuggle control bytes. */
const FORBIDDEN_ENCODED = /%(?:2f|5c|00|0[1-9a-f]|1[0-9a-f]|7f)/i;
const MALFORMED_ENCODING = /%(?![0-9a-f]{2})/i;
/** sub-delims, ":" and "@" may stand unencoded in a path segment (RFC 3986 §3.3). */
const PCHAR_ALLOWED = /%(?:21|24|26|27|28|29|2A|2B|2C|3B|3D|3A|40)/g;

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(PCHAR_ALLOWED, (m) => decodeURIComponent(m));
}

/**
 * Decodes percent-encoding, resolves "." and ".." segments and collapses repeated slashes; the
 * query string is kept as sent. Refuses encoded slashes, backslashes and control characters,
 * malformed or non-UTF-8 encodings, and paths that climb above the root.
 */
export function canonicalRequestUrl(rawUrl: string): CanonicalUrl {
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  if (!path.startsWith('/')) return { ok: false, reason: 'the path must start with "/"' };
  if (path.includes('\\')) return { ok: false, reason: 'the path must not contain a backslash' };
  if (MALFORMED_ENCODING.test(path)) return { ok: false, reason: 'the path has a malformed percent-encoding' };
  if (FORBIDDEN_ENCODED.test(path)) return { ok: false, reason: 'the path must not contain encoded slashes or control characters' };

  const segments: string[] = [];
  const parts = path.split('/').slice(1);
  for (const [index, part] of parts.entries()) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return { ok: false, reason: 'the path is not valid UTF-8' };
    }
    const last = index === parts.length - 1;
    if (segment === '.' || segment === '') {
      if (last) segments.push(''); // keep a trailing slash
      continue;
    }
    if (segment === '..') {
      if (segments.length === 0) return { ok: false, reason: 'the path climbs above the root' };
      segments.pop();
      if (last) segments.push('');
      continue;
    }
    segments.push(segment);
  }
  return { ok: true, url: `/${segments.map(encodeSegment).join('/')}${query}` };
}
