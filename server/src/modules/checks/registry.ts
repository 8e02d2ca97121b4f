import { CORE_CHECKS } from './rules/index.js';
import type { ContentCheck } from './types.js';

/**
 * The checks of a server, in the order their problems are listed: core's (rules/), then those
 * the extensions declare (`checks` on defineExtension). Assembled once with the platform; an id
 * that is no lower-case kebab, or one declared twice, fails the start.
 */
export function assembleChecks(extensionChecks: readonly ContentCheck[] = []): readonly ContentCheck[] {
  const checks = [...CORE_CHECKS, ...extensionChecks];
  const seen = new Set<string>();
  for (const check of checks) {
    if (!/^[a-z][a-z0-9-]*$/.test(check.id)) throw new Error(`content check id ${check.id} must be lower-case kebab`);
    if (seen.has(check.id)) throw new Error(`content check ${check.id} is declared twice`);
    seen.add(check.id);
  }
  return Object.freeze(checks);
}
