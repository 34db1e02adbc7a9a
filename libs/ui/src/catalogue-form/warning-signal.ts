import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Tells a form's fields that the check behind their warning changed — the PHI guard arrived, say —
 * so that only the fields holding text render again (issue 23: on its arrival every field of the form
 * used to, a long frame under the clinician's first keystrokes). The form's fields read the check
 * through one stable function, so nothing else about them changes.
 */
export interface WarningSignal {
  subscribe(listener: () => void): () => void;
  /** Changes whenever the check does. */
  version(): number;
  /** The check changed. */
  bump(): void;
}

export function createWarningSignal(): WarningSignal {
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    bump() {
      version += 1;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** Outside a CatalogueForm: a check that never changes. */
const NEVER: WarningSignal = { subscribe: () => () => undefined, version: () => 0, bump: () => undefined };
export const WarningSignalContext = createContext<WarningSignal>(NEVER);

const ignore = () => () => undefined;
const zero = () => 0;

/** The check's version for a field that holds text (it re-checks when it changes); 0 for an empty one, which never renders for it. */
export function useWarningVersion(hasText: boolean): number {
  const signal = useContext(WarningSignalContext);
  return useSyncExternalStore(hasText ? signal.subscribe : ignore, hasText ? signal.version : zero);
}
