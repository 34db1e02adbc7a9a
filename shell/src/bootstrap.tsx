import { mountApp } from '@clinote/platform';
import { loadRemoteRoutes, prefetchRemotes } from './remotes/load-remote-routes';
import { preloadRoute } from './routes/preload-route';
import { ShellApp } from './ShellApp';

prefetchRemotes();
// The first page renders once its code is here (see mountApp): whole, not spinner by spinner.
void mountApp(<ShellApp loadRemoteRoutes={loadRemoteRoutes} />, { ready: preloadRoute(window.location.pathname, loadRemoteRoutes) });
