import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { findRoute, FIRST_PAINT_FILE, type AppRoute, type FirstPaint, type RemotesMap, type ShellFirstPaint } from '@clinote/contracts';
import { CONFIG } from '@clinote/nest-common';
import type { GatewayConfig } from '../config';
import { remotesMap } from '../remotes/remotes.controller';
import { REMOTE_ROUTES } from '../routes';
import { CachedFetch } from './cached-fetch';
import { composeFirstPaint, parseFirstPaint, parseShellFirstPaint } from './first-paint';
import { remoteHints, type Hint } from './remote-hints';
import { renderDocument } from './render-document';

/**
 * The first instance's answer that can be had, in order (an upstream may run as several instances).
 * Only the last one may answer from a stale copy: before that, a failure moves on to the next instance.
 */
async function fromAnyInstance(urls: string[], read: (url: string, staleOnError: boolean) => Promise<string>): Promise<string> {
  for (const [i, url] of urls.entries()) {
    const last = i === urls.length - 1;
    try {
      return await read(url, last);
    } catch (err) {
      if (last) throw err;
    }
  }
  throw new Error('no instance to ask');
}

/** Written by the shell's build (shell/preload-startup-chunks.mjs). */
const PRELOAD_GROUPS_FILE = 'preload-groups.json';

/** The page of any app route: the shell's index.html, rewritten for this route (render-document.ts). */
@Injectable()
export class AppDocuments {
  private readonly logger = new Logger(AppDocuments.name);
  private readonly upstream = new CachedFetch();
  private readonly remotes: RemotesMap;

  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {
    this.remotes = remotesMap(config);
  }

  /** The page and the nonce its Content-Security-Policy must name. */
  async render(pathname: string): Promise<{ html: string; nonce: string }> {
    const template = await fromAnyInstance(this.config.SHELL_URL, (base, staleOnError) =>
      this.upstream.text(`${base}/index.html`, { staleOnError }),
    );
    const route = findRoute(pathname);
    const nonce = randomBytes(16).toString('base64');
    const [remoteHints, shellHints, shellPaint, remotePaint] = await Promise.all([
      route?.remote ? this.hintsFor(this.remotes[route.remote]) : [],
      route ? this.shellHintsFor(route) : [],
      this.shellFirstPaint(),
      route?.remote ? this.remoteFirstPaint(this.remotes[route.remote]) : null,
    ]);
    const hints = [...shellHints, ...remoteHints];
    const firstPaint = composeFirstPaint(route, shellPaint, remotePaint);
    return { html: renderDocument({ template, nonce, remotes: this.remotes, hints, route, firstPaint }), nonce };
  }

  /**
   * The shell's first paint (first-paint.json, written by its build next to index.html): the
   * signed-in frame, the dashboard, the boot screen. Without it the page is served with an empty
   * #root (React renders it as before).
   */
  private async shellFirstPaint(): Promise<ShellFirstPaint | null> {
    try {
      return parseShellFirstPaint(
        await fromAnyInstance(this.config.SHELL_URL, (base, staleOnError) =>
          this.upstream.text(`${base}/${FIRST_PAINT_FILE}`, { staleOnError }),
        ),
      );
    } catch (err) {
      this.logger.warn(`no first paint from the shell: ${(err as Error).message}`);
      return null;
    }
  }

  /**
   * A remote's first paint (first-paint.json, written by its build next to its mf-manifest.json): its
   * pages' markup and CSS. A remote that cannot be read gets the boot screen in the frame; a stale
   * copy is fine here (it is markup React replaces, not a file the browser keeps).
   */
  private async remoteFirstPaint(manifestUrl: string): Promise<FirstPaint | null> {
    const url = `${manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)}${FIRST_PAINT_FILE}`;
    try {
      const urls = this.fetchUrlsOf(url);
      return parseFirstPaint(await fromAnyInstance(urls, (instanceUrl, staleOnError) => this.upstream.text(instanceUrl, { staleOnError })));
    } catch (err) {
      this.logger.warn(`no first paint from ${url}: ${(err as Error).message}`);
      return null;
    }
  }

  /**
   * The shell's code the route needs beyond its start (preload-groups.json, written by the shell's
   * build next to index.html): the signed-in layout on a signed-in page, the form code on a form
   * page. A shell without the file (or not answering) gets no such hints; its page still works.
   */
  private async shellHintsFor(route: AppRoute): Promise<Hint[]> {
    const wanted = [...(route.access === 'signed-in' ? ['signed-in'] : []), ...(route.catalogueForm ? ['catalogue-form'] : [])];
    if (!wanted.length) return [];
    try {
      const text = await fromAnyInstance(this.config.SHELL_URL, (base, staleOnError) =>
        this.upstream.text(`${base}/${PRELOAD_GROUPS_FILE}`, { staleOnError }),
      );
      const groups = JSON.parse(text) as Record<string, string[] | undefined>;
      return wanted.flatMap((name) => groups[name] ?? []).map((href) => ({ href, as: 'script' as const }));
    } catch (err) {
      this.logger.warn(`no preload hints for the shell's ${wanted.join(', ')} code: ${(err as Error).message}`);
      return [];
    }
  }

  /**
   * Hints are an optimisation: a remote whose manifest cannot be read now gets none (it still
   * loads, or falls back). Never hints from a stale manifest: the browser would keep the failed
   * answers of a remote that is down, and use them again when the fallback's Retry loads it.
   */
  private async hintsFor(manifestUrl: string): Promise<Hint[]> {
    try {
      const text = await fromAnyInstance(this.fetchUrlsOf(manifestUrl), (url) => this.upstream.text(url, { staleOnError: false }));
      return remoteHints(manifestUrl, text);
    } catch (err) {
      this.logger.warn(`no preload hints for ${manifestUrl}: ${(err as Error).message}`);
      return [];
    }
  }

  /** /mfe/soap/mf-manifest.json is fetched from mfe-soap's server (each instance) directly; an absolute URL as it is. */
  private fetchUrlsOf(fileUrl: string): string[] {
    const route = REMOTE_ROUTES.find((r) => fileUrl.startsWith(`${r.prefix}/`));
    return route ? route.urls(this.config).map((base) => `${base}${fileUrl.slice(route.prefix.length)}`) : [fileUrl];
  }
}
