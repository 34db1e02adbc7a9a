import { PAGES } from '@clinote/contracts';
import { Route, Routes } from '@clinote/platform';
import { AdminPage } from './AdminPage';

/**
 * Exposed as 'mfe_admin/Routes'. Full paths of docs/product.md §2: the page registry (@clinote/contracts) says the admin page belongs to
 * this remote (and needs a session); the admin check itself is on the page.
 */
export default function AdminRoutes() {
  return (
    <div data-remote="mfe_admin">
      <Routes>
        <Route path={PAGES.admin.path} element={<AdminPage />} />
      </Routes>
    </div>
  );
}
