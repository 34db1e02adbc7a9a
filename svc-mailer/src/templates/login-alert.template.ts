import { buttonHtml, escapeHtml, greeting, htmlLayout, PRODUCT_NAME, RenderedMail, textFooter } from './layout';

/** Someone failed to sign in to the account several times from one network: tell the owner what to do. */
export function renderLoginAlert(job: { firstName?: string | null; failures: number }, publicUrl: string): RenderedMail {
  const link = `${publicUrl.replace(/\/$/, '')}/forgot-password`;
  const subject = `${PRODUCT_NAME}: failed sign-in attempts on your account`;
  const lines = [
    `There were ${job.failures} failed attempts to sign in to your ${PRODUCT_NAME} account from one network, so sign-in from that network is paused for 15 minutes. Your own devices elsewhere are not affected.`,
    'If this was you, wait 15 minutes or reset your password. If it was not you, reset your password now: a reset also ends every session and lifts the pause.',
  ];
  const text = `${greeting(job.firstName)}\n\n${lines.join('\n\n')}\n${link}${textFooter()}`;
  const html = htmlLayout(
    subject,
    `<p>${escapeHtml(greeting(job.firstName))}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${buttonHtml(link, 'Reset password')}`,
  );
  return { subject, text, html };
}
