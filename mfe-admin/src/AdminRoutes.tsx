import { Route, Routes } from '@clinote/platform';
import { AdminPage } from './AdminPage';

/**
 * Exposed as 'mfe_admin/Routes'. Full paths of SPEC.md §2: the shell decides /admin belongs to
 * this remote (and needs a session); the admin check itself is on the page.
 */
export default function AdminRoutes() {
  return (
    <div data-remote="mfe_admin">
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
      </Routes>
    </div>
  );
}
