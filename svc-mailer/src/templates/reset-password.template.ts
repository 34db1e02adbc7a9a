import { buttonHtml, escapeHtml, greeting, htmlLayout, PRODUCT_NAME, RenderedMail, textFooter } from './layout';

export function renderResetPassword(job: { firstName?: string | null; token: string }, publicUrl: string): RenderedMail {
  const link = `${publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(job.token)}`;
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const text = `${greeting(job.firstName)}

Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open:
${link}

The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this e-mail; your password stays as it is.${textFooter()}`;
  const html = htmlLayout(
    subject,
    `<p>${escapeHtml(greeting(job.firstName))}</p>
<p>Someone asked to reset the password of your ${PRODUCT_NAME} account.</p>
${buttonHtml(link, 'Choose a new password')}
<p>The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this e-mail; your password stays as it is.</p>`,
  );
  return { subject, text, html };
}
