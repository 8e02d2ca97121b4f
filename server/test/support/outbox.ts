import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decode } from 'libqp';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded plain-text part. */
  text: string;
}

/** Parses what the mailer writes: headers, then a multipart body whose text part is quoted-printable. */
export function parseMail(raw: string, file = ''): OutboxMail {
  const [head = '', ...rest] = raw.split('\n\n');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  const textPart = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?\n([\s\S]*?)\n--/i.exec(body)?.[1] ?? body;
  return { file, to: header('To'), subject: header('Subject'), text: decode(textPart).toString('utf8') };
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).toSorted();
  return Promise.all(names.map(async (name) => parseMail(await readFile(path.join(dir, name), 'utf8'), name)));
}

/**
 * Mail is delivered in the background: waits until one to `to` matching `subject` has arrived
 * among the mails after the first `skip` ones.
 */
export async function waitForMail(dataDir: string, to: string, subject: RegExp, { timeoutMs = 10_000, skip = 0 } = {}): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(dataDir))
      .slice(skip)
      .toReversed()
      .find((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the first `?token=` link in a mail. */
export function tokenFrom(mail: OutboxMail): string {
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no token link in:\n${mail.text}`);
  return token;
}

/** Runs `action` and answers the mail to `to` matching `subject` that it caused. */
export async function mailAfter(dataDir: string, to: string, subject: RegExp, action: () => Promise<unknown>): Promise<OutboxMail> {
  const skip = (await readOutbox(dataDir)).length;
  await action();
  return waitForMail(dataDir, to, subject, { skip });
}
