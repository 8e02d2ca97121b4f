import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from '../../logger.js';
import type { Mailer, MailMessage } from '../../operations/define.js';

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  /** Who each mail comes from, asked for every mail (the site settings' sender: settings/mail-sender.ts). */
  from: () => Promise<string | { name: string; address: string }>;
  log: Logger;
}

/**
 * `.eml` files in the outbox, written to a temp name and renamed, so a reader never sees half a
 * mail. Mails hold live activation and reset links: only the server's own user may read them.
 */
async function writeToOutbox(outboxDir: string, raw: Buffer): Promise<string> {
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
  const temp = path.join(outboxDir, `.${name}.tmp`);
  await writeFile(temp, raw, { mode: 0o600 });
  const file = path.join(outboxDir, name);
  await rename(temp, file);
  return file;
}

/** SMTP_URL sends real mail; without it, mail lands in BLOKWERK_DATA_DIR/outbox as .eml files. */
export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl ? createTransport(smtpUrl) : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  const deliver = async (message: MailMessage) => {
    const info = await transport.sendMail({ ...message, from: await from() });
    if (smtpUrl) {
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      return;
    }
    const file = await writeToOutbox(outboxDir, info.message as Buffer);
    log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
  };

  return {
    send(message) {
      const delivery = deliver(message)
        .catch((error: unknown) => log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      await Promise.all(pending);
    },
  };
}
