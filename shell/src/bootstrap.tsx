import { mountApp } from '@clinote/platform';
import { loadRemoteRoutes, prefetchRemotes } from './remotes/load-remote-routes';
import { ShellApp } from './ShellApp';

prefetchRemotes();
mountApp(<ShellApp loadRemoteRoutes={loadRemoteRoutes} />);
