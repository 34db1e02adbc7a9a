import { mountApp } from '@clinote/platform';
import { loadRemoteRoutes, prefetchRemotes } from './remotes/load-remote-routes';
import { preloadRoute } from './routes/preload-route';
import { ShellApp } from './ShellApp';

prefetchRemotes();
preloadRoute(window.location.pathname);
mountApp(<ShellApp loadRemoteRoutes={loadRemoteRoutes} />);
