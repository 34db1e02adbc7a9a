import type { MailJob, NoteMailJob } from '@clinote/contracts';
import type { RenderedMail } from './layout';
import { renderVerifyEmail } from './verify-email.template';
import { renderResetPassword } from './reset-password.template';
import { renderDocument } from './document.template';
import { renderTestEmail } from './test-email.template';
import { renderLoginAlert } from './login-alert.template';

export type { RenderedMail } from './layout';

/** One template per kind of mail; the switch is exhaustive, so a new kind fails the build until it has one. */
export function renderMail(job: Exclude<MailJob, NoteMailJob>, publicUrl: string): RenderedMail {
  switch (job.kind) {
    case 'verify-email':
      return renderVerifyEmail(job, publicUrl);
    case 'reset-password':
      return renderResetPassword(job, publicUrl);
    case 'note':
    case 'letter':
      return renderDocument(job);
    case 'login-alert':
      return renderLoginAlert(job, publicUrl);
    case 'test':
      return renderTestEmail();
  }
}
