/**
 * A text resource of an upstream (the shell's index.html, a remote's mf-manifest.json) kept in
 * memory: reused for `freshMs`, then revalidated with its ETag; one request at a time per URL; the
 * last good copy is served if the upstream fails (unless `staleOnError: false`). Page loads must
 * not wait on a fetch each time.
 */
export class CachedFetch {
  private readonly entries = new Map<string, { at: number; etag: string | null; body: string; pending?: Promise<string> }>();

  constructor(
    private readonly freshMs = 2000,
    private readonly timeoutMs = 3000,
  ) {}

  async text(url: string, { staleOnError = true } = {}): Promise<string> {
    const entry = this.entries.get(url);
    if (entry && Date.now() - entry.at < this.freshMs) return entry.body;
    if (entry?.pending) return entry.pending;
    const pending = this.refresh(url, entry, staleOnError);
    if (entry) entry.pending = pending;
    try {
      return await pending;
    } finally {
      const current = this.entries.get(url);
      if (current) current.pending = undefined;
    }
  }

  private async refresh(url: string, entry: { etag: string | null; body: string } | undefined, staleOnError: boolean): Promise<string> {
    try {
      const res = await fetch(url, {
        headers: { 'accept-encoding': 'identity', ...(entry?.etag ? { 'if-none-match': entry.etag } : {}) },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (res.status === 304 && entry) {
        this.entries.set(url, { ...entry, at: Date.now() });
        return entry.body;
      }
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      const body = await res.text();
      this.entries.set(url, { at: Date.now(), etag: res.headers.get('etag'), body });
      return body;
    } catch (err) {
      if (entry && staleOnError) return entry.body; // stale beats nothing
      throw err;
    }
  }
}
