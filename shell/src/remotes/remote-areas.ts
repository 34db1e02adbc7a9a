import type { RemoteName } from '@clinote/contracts';

/** How the fallback names a remote's part of the product to the user. */
export const REMOTE_AREA_NAMES: Record<RemoteName, string> = {
  mfe_auth: 'Sign-in and account pages',
  mfe_soap: 'SOAP evaluation forms',
  mfe_dme: 'Equipment letters',
  mfe_admin: 'Admin dashboard',
};
