import type { Pool } from 'pg';
import type { Logger } from '../../logger.js';
import { SETTINGS_ID } from './entities.js';
import { mailSender, type MailSender } from './site-settings-schema.js';

/**
 * Who a mail comes from: the site settings' sender, else `fallback` (BLOKWERK_MAIL_FROM). Read
 * for each mail, so a change applies to the next one; should the read fail, the fallback sends.
 */
export function settingsMailSender(pool: Pool, fallback: string, log: Logger): () => Promise<MailSender | string> {
  return async () => {
    try {
      const { rows } = await pool.query<{ sender: unknown }>(`select "site"->'mailSender' as "sender" from "settings" where "id" = $1`, [SETTINGS_ID]);
      const chosen = mailSender.safeParse(rows[0]?.sender);
      return chosen.success ? chosen.data : fallback;
    } catch (error) {
      log.warn({ err: error }, 'mail: the sender setting could not be read; BLOKWERK_MAIL_FROM sends');
      return fallback;
    }
  };
}
