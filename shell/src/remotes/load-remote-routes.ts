import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesMap } from '@clinote/contracts';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import type { LoadRemoteRoutes, RemoteRoutesModule } from './remote-routes-module';

let registration: Promise<void> | null = null;
let remoteEntries: RemotesMap | null = null;
/** Remotes whose last load failed: the runtime caches that failure, so the next load re-registers them. */
const failedRemotes = new Set<string>();

declare global {
  interface Window {
    /** The remote map the gateway writes into the page (saves the /remotes.json round trip). */
    __CLINOTE_REMOTES__?: RemotesMap;
  }
}

/** The remote map: the one in the page when the gateway put it there, else GET /remotes.json. */
async function readRemotes(): Promise<RemotesMap> {
  if (window.__CLINOTE_REMOTES__) return window.__CLINOTE_REMOTES__;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesMap;
}

/**
 * Reads the remote map and registers every remote with the shell's own Module Federation
 * instance, so remotes share its React, router, store and antd. Done once; a failed read is tried
 * again by the next load (e.g. the fallback's Retry).
 */
function registerRemotesOnce(): Promise<void> {
  registration ??= (async () => {
    const remotes = await readRemotes();
    remoteEntries = remotes;
    registerPlugins([remoteFallbackPlugin({ onLoadFailed: (remote) => failedRemotes.add(remote) })]);
    registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  })().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

/** Starts reading /remotes.json without waiting, so it overlaps with the first render. */
export function prefetchRemotes(): void {
  registerRemotesOnce().catch(() => undefined);
}

/**
 * Whether this page was served with preload hints for the remote's files (the gateway hints the
 * route's remote). The browser keeps a failed preload's answer and hands it to the next request of
 * that URL, so a remote that was down when the page loaded is retried by loading the page again.
 */
export function pageHintedRemote(remote: RemoteName): boolean {
  const entry = (remoteEntries ?? window.__CLINOTE_REMOTES__)?.[remote];
  if (!entry) return false;
  const base = new URL('.', new URL(entry, window.location.href)).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.startsWith(base));
}

/** What the page itself can be asked to do (an object, so tests can watch it). */
export const page = {
  /** Loads the page again (see pageHintedRemote). */
  reload: (): void => window.location.reload(),
};

/** Loads `<remote>/Routes`. When the remote cannot be loaded, resolves to the fallback module. */
export const loadRemoteRoutes: LoadRemoteRoutes = async (remote) => {
  await registerRemotesOnce();
  if (failedRemotes.has(remote) && remoteEntries) {
    // Retry after a failure: drop the runtime's cached manifest/container for this remote only.
    registerRemotes([{ name: remote, entry: remoteEntries[remote] }], { force: true });
    failedRemotes.delete(remote);
  }
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/Routes`);
  if (!module?.default) throw new Error(`${remote}/Routes has no default export`);
  return module;
};
