import { mountApp } from '@clinote/platform';
import SoapRoutes from './SoapRoutes';

// Opened on its own port (npm run serve), the remote renders its routes without the shell.
void mountApp(<SoapRoutes />);
