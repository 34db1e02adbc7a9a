import type { ComponentType } from 'react';
import type { RemoteName } from '@clinote/contracts';

// The types the loader, the area context and the areas share, kept apart from the loader: the
// context needs them, and the loader reaches the context (fallback plugin → RemoteFallback), so
// taking them from the loader would close an import cycle (scripts/import-graph.spec.js).

/** What a remote's './Routes' expose is: a module whose default export renders its pages. */
export interface RemoteRoutesModule {
  default: ComponentType;
}

export type LoadRemoteRoutes = (remote: RemoteName) => Promise<RemoteRoutesModule>;
