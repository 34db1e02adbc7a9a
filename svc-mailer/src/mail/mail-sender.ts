import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { CONFIG } from '@clinote/nest-common';
import type { MailerConfig } from '../config';
import type { RenderedMail } from '../templates';

/**
 * SMTP 5xx answers (unknown mailbox, relay denied, message refused) will not change on a retry;
 * 4xx answers and network errors might.
 */
export function isPermanentSmtpFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown })?.responseCode;
  if (typeof code === 'number') return code >= 500 && code < 600;
  return (err as { code?: unknown })?.code === 'EENVELOPE';
}

export const SMTP_CHECK_CACHE_MS = 30_000;

@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(CONFIG) private readonly config: MailerConfig) {
    this.transport = createTransport(config.SMTP_URL, {
      // Fail a stuck SMTP conversation instead of holding the job forever.
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 15000,
    } as never);
  }

  async send(to: string, mail: RenderedMail): Promise<string> {
    const attachments = mail.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.contentBase64,
      encoding: 'base64',
    }));
    const info = await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments,
    });
    return String(info.messageId);
  }

  private lastCheck?: { at: number; result: Promise<void> };

  /**
   * For /health: the SMTP server answers and accepts us. One handshake is reused for
   * SMTP_CHECK_CACHE_MS, so probes cannot make us hammer the SMTP server (issue 7: ~100 ms each).
   */
  verify(): Promise<void> {
    if (!this.lastCheck || Date.now() - this.lastCheck.at > SMTP_CHECK_CACHE_MS) {
      const result = this.transport.verify().then(() => undefined);
      result.catch(() => {
        this.lastCheck = undefined; // a failure is not cached: the next probe asks again
      });
      this.lastCheck = { at: Date.now(), result };
    }
    return this.lastCheck.result;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
