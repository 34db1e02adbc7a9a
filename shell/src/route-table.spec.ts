import { findRoute, ROUTE_TABLE } from './route-table';

describe('the route table (docs/product.md §2)', () => {
  it.each([
    ['/login', 'public', 'mfe_auth'],
    ['/register', 'public', 'mfe_auth'],
    ['/verify-email', 'public', 'mfe_auth'],
    ['/forgot-password', 'public', 'mfe_auth'],
    ['/reset-password', 'public', 'mfe_auth'],
    ['/resend-verification', 'public', 'mfe_auth'],
    ['/pt-eval', 'signed-in', 'mfe_soap'],
    ['/ot-eval', 'signed-in', 'mfe_soap'],
    ['/sn-eval', 'signed-in', 'mfe_soap'],
    ['/dme/wheelchair', 'signed-in', 'mfe_dme'],
    ['/dme/hospital-bed', 'signed-in', 'mfe_dme'],
    ['/dme/commode', 'signed-in', 'mfe_dme'],
    ['/dme/walker', 'signed-in', 'mfe_dme'],
    ['/admin', 'signed-in', 'mfe_admin'],
  ])('%s is %s and rendered by %s', (path, access, remote) => {
    // Form pages (SOAP and letters) also say so: their form code is fetched with the page.
    const catalogueForm = remote === 'mfe_soap' || remote === 'mfe_dme' ? { catalogueForm: true } : {};
    expect(findRoute(path)).toEqual({ path, access, remote, ...catalogueForm });
  });

  it('keeps the dashboard in the shell, for signed-in users', () => {
    expect(findRoute('/')).toEqual({ path: '/', access: 'signed-in' });
  });

  it('tolerates a trailing slash', () => {
    expect(findRoute('/dme/walker/')?.remote).toBe('mfe_dme');
  });

  it.each(['/nope', '/dme', '/dme/scooter', '/admin/users', '/login/extra'])('has no route for %s (the 404 page)', (path) => {
    expect(findRoute(path)).toBeUndefined();
  });

  it('lists every path once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
