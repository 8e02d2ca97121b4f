import argon2 from 'argon2';
import { DomainError, type ErrorItem } from '../../errors.js';

const SPECIAL = /[^A-Za-z0-9\s]/;

/** The password rules: longer than 8, under 255 characters, 1 uppercase and 1 special character. */
export function passwordProblems(password: string, property = 'password'): ErrorItem[] {
  const problems: ErrorItem[] = [];
  if (password.length <= 8) problems.push({ code: 'V_10', property });
  if (password.length >= 255) problems.push({ code: 'V_11', property });
  if (!/[A-Z]/.test(password) || !SPECIAL.test(password)) problems.push({ code: 'V_09', property });
  return problems;
}

/** Checks a new password and its confirmation; `mismatch` is V_03 on reset, V_08 on change. */
export function assertNewPassword(password: string, confirm: string, mismatch: 'V_03' | 'V_08'): void {
  const problems = passwordProblems(password);
  if (password !== confirm) problems.push({ code: mismatch, property: 'confirm' });
  if (problems.length) throw new DomainError(problems);
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verifying against this when no account matches costs the same time as a real check.
const decoyHash = hashPassword('decoy password that never matches: Ä!');

/** Constant-time on every path: an unknown account costs one argon2 verification too. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
