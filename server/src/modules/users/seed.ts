import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { hashPassword, passwordProblems } from './passwords.js';
import { Role, User } from './entities.js';

/** A random password that meets the rules: 24 url-safe characters plus an uppercase and a special one. */
function generatedPassword(): string {
  return `${randomBytes(18).toString('base64url')}A!`;
}

/**
 * First start on an empty database: an active administrator from BLOKWERK_ADMIN_EMAIL /
 * BLOKWERK_ADMIN_PASSWORD, or with a random password printed once to the log.
 * Runs under the migration lock, so two processes starting together seed once.
 */
export async function seedAdministrator(orm: MikroORM, config: Config, log: Logger): Promise<void> {
  const em = orm.em.fork();
  if ((await em.count(User, {})) > 0) return;
  if (config.adminPassword) {
    const problems = passwordProblems(config.adminPassword);
    if (problems.length) throw new Error(`BLOKWERK_ADMIN_PASSWORD does not meet the password rules (${problems.map((p) => p.code).join(', ')})`);
  }
  const password = config.adminPassword ?? generatedPassword();
  const role = await em.findOneOrFail(Role, { name: 'Administrator', builtIn: true });
  const now = new Date();
  em.persist(
    em.create(User, {
      email: config.adminEmail,
      passwordHash: await hashPassword(password),
      status: 'active',
      role,
      name: 'Administrator',
      jobTitle: '',
      imageSha256: null,
      createdAt: now,
      updatedAt: now,
    }),
  );
  await em.flush();
  if (config.adminPassword) log.info({ email: config.adminEmail }, 'administrator account created');
  else log.warn({ email: config.adminEmail, password }, 'administrator account created with this generated password: it is shown only once');
}
