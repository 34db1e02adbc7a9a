import { mountApp } from '@clinote/platform';
import AdminRoutes from './AdminRoutes';

// Opened on its own port (npm run serve), the remote renders its routes without the shell.
void mountApp(<AdminRoutes />);
