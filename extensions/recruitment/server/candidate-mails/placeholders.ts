import { DomainError } from '@blokwerk/server/extension';

import { PLACEHOLDERS, type Placeholder } from './placeholder-names.js';

/**
 * What the placeholders stand for (anything in braces but PLACEHOLDERS is refused). `statusLink`
 * only where no live link is meant (a template's sample): a mail keeps `{statusLink}` until it is
 * handed to the mailer (links.ts).
 */
export type PlaceholderValues = Record<Exclude<Placeholder, 'statusLink'>, string> & { statusLink?: string };

const PLACEHOLDER_PATTERN = /\{([^{}\s]*)\}/g;
const known = (name: string): name is Placeholder => (PLACEHOLDERS as readonly string[]).includes(name);

/** The unknown placeholders of a text, each once. */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] ?? '').filter((name) => !known(name)))];
}

/** V_12 on `property`, naming the unknown placeholders (details.placeholders), when the text has any. */
export function refuseUnknownPlaceholders(property: string, text: string): void {
  const unknown = unknownPlaceholders(text);
  if (unknown.length === 0) return;
  const error = new DomainError('V_12', property, 400);
  error.details = { placeholders: unknown.map((name) => `{${name}}`) };
  throw error;
}

/** The text with its placeholders filled in, those without a value left as they are. */
export function fill(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (known(name) ? (values[name] ?? whole) : whole));
}
