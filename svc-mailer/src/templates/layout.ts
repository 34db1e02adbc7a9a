import type { MailAttachment } from '@clinote/contracts';

/** The product name in every mail's subject, greeting and footer. */
export const PRODUCT_NAME = 'Clinote';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail, as the producer put them in the job (the letter's PDF). */
  attachments?: MailAttachment[];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function greeting(firstName?: string | null): string {
  return firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
}

/** Wraps the body of every HTML mail in the same simple, client-safe layout (inline styles only). */
export function htmlLayout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
<h1 style="font-size:20px;margin:0 0 16px;color:#1677ff">${PRODUCT_NAME}</h1>
${bodyHtml}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${PRODUCT_NAME} — clinical documentation for PT, OT and SN clinicians. Never enter real patient identifiers.</p>
</td></tr></table>
</body></html>`;
}

export function buttonHtml(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1677ff;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#6b7280">If the button does not work, copy this link into your browser:<br>${escapeHtml(href)}</p>`;
}

export function textFooter(): string {
  return `\n\n— ${PRODUCT_NAME}`;
}
