import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteOfAnotherRelease, RemoteUnavailable } from './RemoteFallback';

/**
 * Module Federation's refusal of a shared singleton whose version the remote does not accept
 * (strictVersion, libs/rspack-config): "Version 0.1.0 from shell of shared singleton module
 * @clinote/ui does not satisfy the requirement of mfe_soap which needs ^0.2.0".
 */
const REFUSED_SHARED_VERSION = /shared singleton module .* does not satisfy the requirement/;

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
      const otherRelease = REFUSED_SHARED_VERSION.test(error instanceof Error ? error.message : String(error));
      return { default: otherRelease ? RemoteOfAnotherRelease : RemoteUnavailable };
    },
  };
}
