import { lazy, useState, type ComponentType } from 'react';

/** A code-split module: fetched once (again after a failure), and known once it is here. */
export interface SplitModule<M> {
  /** Fetches the module (once); a failed fetch is forgotten, so the next call tries again. */
  load(): Promise<M>;
  /** The module when it has arrived, else undefined. */
  readonly loaded: M | undefined;
}

export function splitModule<M>(importer: () => Promise<M>): SplitModule<M> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  return {
    load() {
      loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}

/**
 * A component of a split module: React.lazy while the module is still on its way, the component
 * itself when the module has already arrived (preloaded while the page loaded). React.lazy alone
 * suspends on its first render even then, shows the Suspense fallback and reveals the content up
 * to 300 ms later (React's fallback throttle): on a phone that is time before the page is usable
 * (issue 11). Decided once per mount, so a later arrival never remounts (and resets) the component.
 */
export function splitComponent<M, P extends object>(module: SplitModule<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => module.load().then((loaded) => ({ default: pick(loaded) })));
  function SplitComponent(props: P) {
    const [Component] = useState<ComponentType<P>>(() => (module.loaded ? pick(module.loaded) : Lazy));
    return <Component {...props} />;
  }
  return SplitComponent;
}
