import { Route, Routes } from '@clinote/platform';
import { LoginPage } from './pages/LoginPage';
import { AuthCard } from './AuthCard';

/**
 * Exposed as 'mfe_auth/Routes'. Paths are the full public paths of SPEC.md §2: the shell decides
 * that these paths belong to this remote, this component decides which page renders each one.
 */
export default function AuthRoutes() {
  return (
    <div data-remote="mfe_auth">
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        {/* Issue 3 builds these screens; until then each names itself. */}
        <Route path="/register" element={<AuthCard title="Create account" />} />
        <Route path="/verify-email" element={<AuthCard title="Verify your e-mail" />} />
        <Route path="/forgot-password" element={<AuthCard title="Forgot password" />} />
        <Route path="/reset-password" element={<AuthCard title="Reset password" />} />
        <Route path="/resend-verification" element={<AuthCard title="Resend verification" />} />
      </Routes>
    </div>
  );
}
