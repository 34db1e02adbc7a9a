import { escapeHtml, htmlLayout, PRODUCT_NAME, RenderedMail, textFooter } from './layout';

/** A generated SOAP note or Letter of Medical Necessity, sent to its author's own address. */
export function renderDocument(job: { kind: 'note' | 'letter'; title: string; body: string }): RenderedMail {
  const what = job.kind === 'note' ? 'SOAP note' : 'Letter of Medical Necessity';
  const subject = `${PRODUCT_NAME}: ${job.title}`;
  const text = `Here is your ${what} as generated in ${PRODUCT_NAME}.\n\n${job.title}\n\n${job.body}${textFooter()}`;
  const html = htmlLayout(subject, `<p>Here is your ${what} as generated in ${PRODUCT_NAME}.</p>
<h2 style="font-size:16px">${escapeHtml(job.title)}</h2>
<pre style="white-space:pre-wrap;font-family:inherit;font-size:14px;line-height:1.5">${escapeHtml(job.body)}</pre>`);
  return { subject, text, html };
}
