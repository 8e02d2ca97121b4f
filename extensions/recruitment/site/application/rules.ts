/**
 * The open application's form as it checks itself before sending (SPEC §5): the rules are the
 * server's own (server/applications/form-rules.ts), and the catalogue codes it answers map to
 * the same messages (`problemOfCode`).
 */
import { DOCUMENT_FIELDS, MAX_DOCUMENT_BYTES, type DocumentField, type TextField, type TextProblem } from '../../server/applications/form-rules.js';

export { TEXT_FIELDS, TEXT_LIMITS, textProblem, type TextField } from '../../server/applications/form-rules.js';

export const APPLICATION_ENDPOINT = '/api/blokwerk/applications/submit';
export const CHALLENGE_ENDPOINT = '/api/blokwerk/altcha/challenge';

/** CV and motivation: PDF, DOC or DOCX (the server judges by content), at most MAX_DOCUMENT_BYTES each. */
export const FILE_TYPES = ['.pdf', '.doc', '.docx'] as const;
export const FILE_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const FILE_FIELDS = DOCUMENT_FIELDS;
export type FileField = DocumentField;
export type Field = TextField | FileField | 'consent';

/** The messages the form shows, by what went wrong (their words: messages/*.json, 'recruitment.apply.problem.*'). */
export type Problem = TextProblem | 'fileRequired' | 'fileType' | 'fileSize' | 'botCheck';

export function fileProblem(file: File | undefined): Problem | undefined {
  if (!file || file.size === 0) return 'fileRequired';
  if (!FILE_TYPES.some((type) => file.name.toLowerCase().endsWith(type))) return 'fileType';
  if (file.size > MAX_DOCUMENT_BYTES) return 'fileSize';
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
    case 'V_14':
      return 'tooLong';
    case 'V_12':
      return isFile ? 'fileType' : field === 'telephone' ? 'telephone' : 'required';
    default:
      return isFile ? 'fileRequired' : 'required';
  }
}
