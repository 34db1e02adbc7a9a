import { TOAST_DURATION_MS } from '@clinote/platform';
import { useForgotPasswordMutation } from '../api';
import { EmailRequestPage } from './EmailRequestPage';

export const FORGOT_SUCCESS_TEXT = 'If an account exists with that email, you will receive a password reset email within a few minutes.';

/** docs/product.md §2 Forgot password. */
export function ForgotPasswordPage() {
  const [forgot] = useForgotPasswordMutation();
  return (
    <EmailRequestPage
      id="forgot"
      title="Forgot password"
      intro="Enter your email address and we will send you a link to reset your password."
      submitLabel="Send Reset Link"
      submittingLabel="Sending..."
      send={(email) => forgot({ email }).unwrap()}
      successToast={{
        title: 'Check Your Email',
        description: FORGOT_SUCCESS_TEXT,
        kind: 'success',
        durationMs: TOAST_DURATION_MS.mustRead,
      }}
      failureFallback="Failed to send reset email. Please try again."
      sentTitle="Check Your Email"
      sentText={`${FORGOT_SUCCESS_TEXT} Sent to: {email}`}
      againLabel="Try Again"
    />
  );
}
