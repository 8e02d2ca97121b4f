import express, { type RequestHandler } from 'express';
import { DomainError } from '../errors.js';

/**
 * Deeper than any input Blokwerk takes (page content nests blocks a few levels, GraphQL
 * variables likewise), shallow enough that every recursive walk of the parsed value (U+0000
 * check, zod, GraphQL coercion) stays far from the stack's end: JSON.parse itself takes
 * 100,000 levels, and the first recursion after it did not.
 */
const MAX_JSON_DEPTH = 128;

const [OPEN_ARRAY, OPEN_OBJECT, CLOSE_ARRAY, CLOSE_OBJECT, QUOTE, BACKSLASH, LOWER_U, LOWER_D] = [...'[{]}"\\ud'].map((c) => c.charCodeAt(0));
/** The third hex digit of a `\uD800`–`\uDFFF` escape: 8, 9, a–f (lowercased). */
const SURROGATE_DIGIT = new Set([...'89abcdef'].map((c) => c.charCodeAt(0)));

/**
 * One pass over the JSON text: does it nest beyond `max`, and does a string hold a surrogate
 * escape (`\uD83D`)? Only such an escape makes a surrogate in parsed JSON: raw bytes are decoded
 * as UTF-8, never to one. UTF-8 multibyte sequences hold no ASCII byte, so bytes will do.
 */
function scan(bytes: Buffer, max: number): { tooDeep: boolean; surrogateEscape: boolean } {
  let depth = 0;
  let inString = false;
  let surrogateEscape = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) {
        if (bytes[i + 1] === LOWER_U && ((bytes[i + 2] ?? 0) | 0x20) === LOWER_D && SURROGATE_DIGIT.has((bytes[i + 3] ?? 0) | 0x20)) surrogateEscape = true;
        i++;
      } else if (byte === QUOTE) {
        inString = false;
      }
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > max) return { tooDeep: true, surrogateEscape };
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return { tooDeep: false, surrogateEscape };
}

/** With the `u` flag a pair is one code point: only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Strings PostgreSQL, TextEncoder and every later step can take: no lone surrogate, in values or keys. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (typeof value === 'object' && value !== null) return Object.entries(value).every(([key, item]) => wellFormed(key) && wellFormed(item));
  return true;
}

/**
 * express.json, refusing what parses yet no operation can take, before anything runs: nesting
 * beyond MAX_JSON_DEPTH and lone surrogates (`"\ud800"`), as 400 V_12 on `body`. The raw bytes
 * are scanned once; only a body with a surrogate escape (a pair, as ASCII-only encoders write
 * emoji, or a lone one) is parsed a second time to check its strings.
 */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, bytes) => {
      const { tooDeep, surrogateEscape } = scan(bytes, MAX_JSON_DEPTH);
      if (tooDeep) throw new DomainError('V_12', 'body');
      if (!surrogateEscape) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        return; // Not JSON: the parser refuses it next, as it refuses any other.
      }
      if (!wellFormed(parsed)) throw new DomainError('V_12', 'body');
    },
  });
}
