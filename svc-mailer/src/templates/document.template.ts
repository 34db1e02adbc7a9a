import type { MailAttachment } from '@clinote/contracts';
import { escapeHtml, htmlLayout, PRODUCT_NAME, RenderedMail, textFooter } from './layout';

/**
 * A generated SOAP note or Letter of Medical Necessity, sent to its author's own address; a letter
 * comes with its PDF when svc-notes attached one (issue 9).
 */
export function renderDocument(job: { kind: 'note' | 'letter'; title: string; body: string; attachment?: MailAttachment }): RenderedMail {
  const what = job.kind === 'note' ? 'SOAP note' : 'Letter of Medical Necessity';
  const subject = `${PRODUCT_NAME}: ${job.title}`;
  const intro = `Here is your ${what} as generated in ${PRODUCT_NAME}.${job.attachment ? ' It is attached as a PDF, ready to sign and send.' : ''}`;
  const text = `${intro}\n\n${job.title}\n\n${job.body}${textFooter()}`;
  const html = htmlLayout(
    subject,
    `<p>${escapeHtml(intro)}</p>
<h2 style="font-size:16px">${escapeHtml(job.title)}</h2>
<pre style="white-space:pre-wrap;font-family:inherit;font-size:14px;line-height:1.5">${escapeHtml(job.body)}</pre>`,
  );
  return { subject, text, html, ...(job.attachment ? { attachments: [job.attachment] } : {}) };
}
