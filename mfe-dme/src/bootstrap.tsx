import { mountApp } from '@clinote/platform';
import DmeRoutes from './DmeRoutes';

// Opened on its own port (npm run serve), the remote renders its routes without the shell.
void mountApp(<DmeRoutes />);
