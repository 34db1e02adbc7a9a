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
    const info = await this.transport.sendMail({ from: this.config.MAIL_FROM, to, subject: mail.subject, text: mail.text, html: mail.html });
    return String(info.messageId);
  }

  /** For /health: the SMTP server answers and accepts us. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
