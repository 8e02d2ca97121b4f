/** The application form's words in the page's language, resolved on the server and handed to the island (no formatter ships). */
import type { SiteText } from '@blokwerk/site/extension';
import type { Field, Problem } from './rules';

const LABELS = ['name', 'desiredFunction', 'telephone', 'email', 'message', 'consent', 'keepConsent', 'privacyLink', 'cv', 'motivation', 'fileHint'] as const;
const WORDS = [
  'heading',
  'stepDetails',
  'stepFiles',
  'next',
  'back',
  'send',
  'sending',
  'sent',
  'error',
  'checkAll',
  'loading',
  'thanksTitle',
  'thanksText',
  'failedTitle',
  'failedText',
  'unavailableTitle',
  'unavailableText',
  'retry',
  'noScript',
  'alertsLink',
] as const;
const PROBLEMS: readonly Problem[] = ['required', 'tooLong', 'email', 'telephone', 'fileRequired', 'fileType', 'fileSize', 'botCheck'];

export interface ApplicationTexts {
  labels: Record<(typeof LABELS)[number], string>;
  words: Record<(typeof WORDS)[number], string>;
  problems: Record<Problem, string>;
}

/** Where the 'Wat jammer!' screen sends a visitor instead: the employer's telephone, e-mail and address. */
export interface ApplicationContact {
  telephone: string;
  email: string;
  address: string;
}

/** Each key's text, from the messages `prefix` + key. */
export const textTable = <K extends string>(keys: readonly K[], prefix: string, t: SiteText, values?: Record<string, string>) =>
  Object.fromEntries(keys.map((key) => [key, t(`${prefix}${key}`, values)])) as Record<K, string>;

export function applicationTexts(t: SiteText, contact: ApplicationContact): ApplicationTexts {
  return {
    labels: textTable(LABELS, 'recruitment.apply.label.', t),
    words: textTable(WORDS, 'recruitment.apply.', t, { telephone: contact.telephone, email: contact.email, address: contact.address }),
    problems: textTable(PROBLEMS, 'recruitment.apply.problem.', t),
  };
}

export type { Field };
