import { mountApp } from '@clinote/platform';
import AuthRoutes from './AuthRoutes';

// Opened on its own port (npm run serve), the remote renders its routes without the shell.
void mountApp(<AuthRoutes />);
