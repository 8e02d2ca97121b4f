import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Services } from '../../operations/define.js';

/**
 * Endpoint secrets are needed in clear to sign, so they cannot be hashed like passwords. They
 * are kept encrypted with a key derived from the server secret (Services.secret): a copy of the
 * database alone (a backup, a staging copy) does not reveal them. Rotating
 * BLOKWERK_SESSION_SECRET makes them unreadable; each endpoint's secret is then rotated.
 */
const PURPOSE = 'webhooks/endpoint-secrets';

/** A new signing secret, as shown to the administrator once: `whsec_` and 32 random bytes. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function keyOf(services: Services): Buffer {
  return Buffer.from(services.secret(PURPOSE), 'hex');
}

export function encryptSecret(services: Services, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(services), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the server secret changed since it was stored (the tag does not verify). */
export function decryptSecret(services: Services, stored: string): string {
  const [iv = '', tag = '', sealed = ''] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(services), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
