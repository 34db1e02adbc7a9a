import { useResendVerificationMutation } from '../api';
import { EmailRequestPage } from './EmailRequestPage';

const SENT_TEXT =
  'If an unverified account exists for {email}, a new verification link is on its way. Check your spam folder if it does not arrive within a few minutes.';

/** docs/product.md §2 Resend verification. */
export function ResendVerificationPage() {
  const [resend] = useResendVerificationMutation();
  return (
    <EmailRequestPage
      id="resend"
      title="Resend verification"
      intro="Enter your email address and we will send you a new verification link."
      submitLabel="Send Verification Email"
      submittingLabel="Sending..."
      send={(email) => resend({ email }).unwrap()}
      successToast={{
        title: 'Verification Email Sent',
        description: 'Please check your email for the verification link.',
        kind: 'success',
      }}
      failureFallback="Failed to send verification email. Please try again."
      sentTitle="Verification Email Sent"
      sentText={SENT_TEXT}
      againLabel="Send Another Email"
    />
  );
}
