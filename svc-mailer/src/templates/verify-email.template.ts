import { buttonHtml, escapeHtml, greeting, htmlLayout, PRODUCT_NAME, RenderedMail, textFooter } from './layout';

/** Goes to an address nobody has proven yet: it carries nothing the registering person typed (issue 7). */
export function renderVerifyEmail(job: { token: string }, publicUrl: string): RenderedMail {
  const link = `${publicUrl.replace(/\/$/, '')}/verify-email?token=${encodeURIComponent(job.token)}`;
  const subject = `Verify your ${PRODUCT_NAME} e-mail address`;
  const text = `${greeting()}

Please confirm your e-mail address to finish creating your ${PRODUCT_NAME} account:
${link}

The link is valid for 24 hours and can be used once. If you did not create an account, ignore this e-mail.${textFooter()}`;
  const html = htmlLayout(
    subject,
    `<p>${escapeHtml(greeting())}</p>
<p>Please confirm your e-mail address to finish creating your ${PRODUCT_NAME} account.</p>
${buttonHtml(link, 'Verify e-mail address')}
<p>The link is valid for 24 hours and can be used once. If you did not create an account, ignore this e-mail.</p>`,
  );
  return { subject, text, html };
}
