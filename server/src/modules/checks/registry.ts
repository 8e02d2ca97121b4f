import { CORE_CHECKS } from './rules/index.js';
import type { ContentCheck } from './types.js';

/**
 * The checks, in the order their problems are listed. Core declares its own in rules/; the
 * registry is the one extension point (an extension's server part could `registerCheck` more).
 */
const checks = new Map<string, ContentCheck>();

export function registerCheck(check: ContentCheck): ContentCheck {
  if (!/^[a-z][a-z0-9-]*$/.test(check.id)) throw new Error(`content check id ${check.id} must be lower-case kebab`);
  if (checks.has(check.id)) throw new Error(`content check ${check.id} is declared twice`);
  checks.set(check.id, check);
  return check;
}

export function registeredChecks(): ContentCheck[] {
  return [...checks.values()];
}

export function isRegisteredCheck(id: string): boolean {
  return checks.has(id);
}

for (const check of CORE_CHECKS) registerCheck(check);
