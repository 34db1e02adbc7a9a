import { Redis } from 'ioredis';
import { platform } from './platform';
import { E2E_NAME } from './platform-file.mjs';

export interface InboxMail {
  to: Array<{ address: string }>;
  subject: string;
  text: string;
  time: string;
}

/** Reads the platform's real SMTP capture (MailDev) and returns the link of the newest mail to `to`. */
export async function linkFromMail(to: string, path: '/verify-email' | '/reset-password', timeoutMs = 15_000): Promise<string> {
  const inbox = platform().urls.inbox;
  if (!inbox) throw new Error('the e2e platform has no MailDev inbox (SMTP_URL is set)');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await fetch(`${inbox}/api/email`).then((r) => r.json())) as InboxMail[];
    const match = mails
      .filter((m) => m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()))
      .map((m) => ({ m, link: m.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w%-]+`))?.[0] }))
      .filter((x) => x.link)
      .sort((a, b) => b.m.time.localeCompare(a.m.time))[0];
    if (match?.link) return match.link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${path} mail to ${to} within ${timeoutMs} ms`);
}

/** Flows that mail one address twice within a minute clear its one-mail-a-minute limits (tested on their own). */
export async function clearMailLimit(address: string): Promise<void> {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    for (const purpose of ['verify-email', 'reset-password'])
      await redis.del(`${E2E_NAME}:ratelimit:mail:${purpose}:${address.toLowerCase()}`);
  } finally {
    redis.disconnect();
  }
}

/** Waits for a mail to `to` whose subject matches (and that `where` accepts), and returns it (text and subject). */
export async function mailTo(
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
  where: (mail: InboxMail) => boolean = () => true,
): Promise<InboxMail> {
  const inbox = platform().urls.inbox;
  if (!inbox) throw new Error('the e2e platform has no MailDev inbox (SMTP_URL is set)');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await fetch(`${inbox}/api/email`).then((r) => r.json())) as InboxMail[];
    const match = mails.find((m) => m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()) && subject.test(m.subject) && where(m));
    if (match) return match;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}
