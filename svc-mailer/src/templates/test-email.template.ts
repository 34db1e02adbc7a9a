import { htmlLayout, PRODUCT_NAME, RenderedMail, textFooter } from './layout';

/** Sent from the admin dashboard to check the e-mail configuration end to end. */
export function renderTestEmail(): RenderedMail {
  const subject = `${PRODUCT_NAME} test e-mail`;
  const text = `This is a test e-mail from ${PRODUCT_NAME}. If you can read it, sending e-mail works.${textFooter()}`;
  const html = htmlLayout(subject, `<p>This is a test e-mail from ${PRODUCT_NAME}. If you can read it, sending e-mail works.</p>`);
  return { subject, text, html };
}
