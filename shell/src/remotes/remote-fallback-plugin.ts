import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './RemoteFallback';

/**
 * Module Federation runtime plugin: when a remote cannot be loaded (its server is down, its
 * manifest 404s, its script fails), loadRemote resolves to a fallback module instead of
 * failing, and that area shows RemoteFallback while the rest of the app keeps working.
 * `onLoadFailed` hears the remote's name: the loader keeps which remotes to re-register.
 */
export function remoteFallbackPlugin({ onLoadFailed }: { onLoadFailed: (remote: string) => void }): ModuleFederationRuntimePlugin {
  return {
    name: 'clinote-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only the final stage ('onLoad') expects a module back; earlier stages (manifest, entry
      // script) would take a returned value for a manifest or container. Let those fail: the
      // failure reaches this hook again as 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Clinote: could not load ${id}`, error);
      onLoadFailed(id.split('/')[0]);
      return { default: RemoteUnavailable };
    },
  };
}
