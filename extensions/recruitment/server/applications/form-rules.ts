/**
 * The application form's rules, one module for both sides: the site's form checks them before
 * sending (site/application/rules.ts), the server enforces them and answers catalogue codes
 * (operations.ts). Plain TypeScript without imports, so the Astro build takes it as it is.
 */

/** The text fields, each required, with its length limit. */
export const TEXT_LIMITS = { name: 200, desiredFunction: 200, telephone: 40, email: 254, message: 5000 } as const;
export type TextField = keyof typeof TEXT_LIMITS;
export const TEXT_FIELDS = Object.keys(TEXT_LIMITS) as readonly TextField[];

/** The CV and the motivation: PDF, DOC or DOCX, at most 5 MB each. */
export const DOCUMENT_FIELDS = ['cv', 'motivation'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** What can be wrong with a text field's value. */
export type TextProblem = 'required' | 'tooLong' | 'email' | 'telephone';

/** zod's e-mail pattern (z.email()), which the server used before: the form now agrees with it. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Digits, spaces, brackets, dashes and a leading +, with 8 to 15 digits: Dutch and international numbers alike. */
export function validTelephone(value: string): boolean {
  const digits = value.replaceAll(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(value) && digits >= 8 && digits <= 15;
}

/** A text field's problem, judged on its trimmed value; undefined when it is fine. */
export function textProblem(field: TextField, value: string): TextProblem | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > TEXT_LIMITS[field]) return 'tooLong';
  if (field === 'email' && !EMAIL.test(trimmed)) return 'email';
  if (field === 'telephone' && !validTelephone(trimmed)) return 'telephone';
  return undefined;
}
