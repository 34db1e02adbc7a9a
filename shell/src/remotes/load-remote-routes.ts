import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesMap } from '@clinote/contracts';
import { failedRemotes, remoteFallbackPlugin } from './remote-fallback-plugin';

/** What a remote's './Routes' expose is: a module whose default export renders its pages. */
export interface RemoteRoutesModule {
  default: ComponentType;
}

export type LoadRemoteRoutes = (remote: RemoteName) => Promise<RemoteRoutesModule>;

let registration: Promise<void> | null = null;
let remoteEntries: RemotesMap | null = null;

/**
 * Reads /remotes.json (served by the gateway) and registers every remote with the shell's own
 * Module Federation instance, so remotes share its React, router, store and antd. Done once; a
 * failed read is tried again by the next load (e.g. the fallback's Retry).
 */
function registerRemotesOnce(): Promise<void> {
  registration ??= (async () => {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
    const remotes = (await response.json()) as RemotesMap;
    remoteEntries = remotes;
    registerPlugins([remoteFallbackPlugin()]);
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
