/**
 * The open application's rules as the form checks them before sending (SPEC §5); the server
 * (server/applications) enforces the same and answers catalogue codes, which `messageOfCode`
 * maps to the same messages.
 */

export const APPLICATION_ENDPOINT = '/api/blokwerk/applications/submit';
export const CHALLENGE_ENDPOINT = '/api/blokwerk/altcha/challenge';

/** CV and motivation: at most 5 MB each, PDF, DOC or DOCX (the server judges by content). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FILE_TYPES = ['.pdf', '.doc', '.docx'] as const;
export const FILE_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const TEXT_FIELDS = ['name', 'desiredFunction', 'telephone', 'email', 'message'] as const;
export const FILE_FIELDS = ['cv', 'motivation'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type FileField = (typeof FILE_FIELDS)[number];
export type Field = TextField | FileField | 'consent';

/** The messages the form shows, by what went wrong (their words: messages/*.json, 'recruitment.apply.*'). */
export type Problem = 'required' | 'email' | 'telephone' | 'fileRequired' | 'fileType' | 'fileSize' | 'botCheck';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 8 to 15 digits, with spaces, dashes, brackets and a leading + allowed. */
export function validTelephone(value: string): boolean {
  const digits = value.replaceAll(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(value.trim()) && digits >= 8 && digits <= 15;
}

export function textProblem(field: TextField, value: string): Problem | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  if (field === 'email' && !EMAIL.test(trimmed)) return 'email';
  if (field === 'telephone' && !validTelephone(trimmed)) return 'telephone';
  return undefined;
}

export function fileProblem(file: File | undefined): Problem | undefined {
  if (!file || file.size === 0) return 'fileRequired';
  if (!FILE_TYPES.some((type) => file.name.toLowerCase().endsWith(type))) return 'fileType';
  if (file.size > MAX_FILE_BYTES) return 'fileSize';
  return undefined;
}

/** A catalogue code of the server's answer, on a field, as the form's message. */
export function problemOfCode(code: string, field: string): Problem {
  if (field === 'altcha') return 'botCheck';
  const isFile = (FILE_FIELDS as readonly string[]).includes(field);
  switch (code) {
    case 'V_02':
      return 'email';
    case 'V_17':
      return 'fileRequired';
    case 'ML_01':
      return 'fileSize';
    case 'V_12':
      return isFile ? 'fileType' : field === 'telephone' ? 'telephone' : 'required';
    default:
      return isFile ? 'fileRequired' : 'required';
  }
}
