/** The newsletter form's words in the page's language, resolved on the server for the island. */
import type { SiteText } from '@blokwerk/site/extension';
import type { Problem } from './application/rules';
import { textTable } from './application/texts';

const LABELS = [
  'firstName',
  'lastName',
  'email',
  'alerts',
  'choicesHint',
  'departments',
  'localities',
  'employmentTypes',
  'frequency',
  'frequencyInstant',
  'frequencyWeekly',
] as const;
const WORDS = ['submit', 'sending', 'sent', 'error', 'unavailable', 'loading', 'checkMail', 'noScript', 'privacy', 'privacyLink'] as const;
const PROBLEMS: readonly Problem[] = ['required', 'email', 'botCheck'];

export interface NewsletterTexts {
  labels: Record<(typeof LABELS)[number], string>;
  words: Record<(typeof WORDS)[number], string>;
  problems: Partial<Record<Problem, string>>;
}

export function newsletterTexts(t: SiteText): NewsletterTexts {
  return {
    labels: textTable(LABELS, 'recruitment.newsletter.label.', t),
    words: textTable(WORDS, 'recruitment.newsletter.', t),
    problems: textTable(PROBLEMS, 'recruitment.apply.problem.', t),
  };
}
