import { lazy, Suspense } from 'react';
import { PAGES } from '@clinote/contracts';
import { Route, Routes } from '@clinote/platform';
import { PageSpinner } from '@clinote/ui';
import { LoginPage } from './pages/LoginPage';

// /login is the first-load screen with a size budget (docs/decisions/0049-auth-login-eager-only.md): the other account
// screens are downloaded only when visited.
const RegisterPage = lazy(() => import('./pages/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const ResendVerificationPage = lazy(() => import('./pages/ResendVerificationPage').then((m) => ({ default: m.ResendVerificationPage })));

/**
 * Exposed as 'mfe_auth/Routes'. Paths are the full public paths of docs/product.md §2: the shell decides
 * that these paths belong to this remote, this component decides which page renders each one.
 */
export default function AuthRoutes() {
  return (
    <div data-remote="mfe_auth">
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path={PAGES.login.path} element={<LoginPage />} />
          <Route path={PAGES.register.path} element={<RegisterPage />} />
          <Route path={PAGES.verifyEmail.path} element={<VerifyEmailPage />} />
          <Route path={PAGES.forgotPassword.path} element={<ForgotPasswordPage />} />
          <Route path={PAGES.resetPassword.path} element={<ResetPasswordPage />} />
          <Route path={PAGES.resendVerification.path} element={<ResendVerificationPage />} />
        </Routes>
      </Suspense>
    </div>
  );
}
