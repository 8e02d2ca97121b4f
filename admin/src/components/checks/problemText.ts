import type { IntlShape } from 'react-intl';
import type { BlockingProblem } from '../../api/apiError';
import type { MessageId } from '../../i18n/messages';

/** Core's checks (server/src/modules/checks/rules) and how each problem is worded. */
const MESSAGES: Readonly<Record<string, MessageId>> = {
  'image-alt': 'checks.problem.imageAlt',
  'heading-order': 'checks.problem.headingOrder',
  'link-text': 'checks.problem.linkText',
  'empty-block': 'checks.problem.emptyBlock',
  'seo-title-missing': 'checks.problem.seoTitleMissing',
  'seo-description-missing': 'checks.problem.seoDescriptionMissing',
  'seo-title-length': 'checks.problem.seoTitleLength',
  'seo-description-length': 'checks.problem.seoDescriptionLength',
  readability: 'checks.problem.readability',
  contrast: 'checks.problem.contrast',
};

const printable = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? value : String(value)]));

/**
 * A problem in the editor's language. An extension words its own checks' problems in its admin
 * catalogue as `checks.<check id>.problem` (filled with the problem's params; docs/extensions.md,
 * "Content checks"); a check worded nowhere is named by its label.
 */
export function problemText(intl: IntlShape, problem: Pick<BlockingProblem, 'check' | 'params'>, label: string | undefined): string {
  const extensionId = `checks.${problem.check}.problem`;
  const id = MESSAGES[problem.check] ?? (Object.hasOwn(intl.messages, extensionId) ? (extensionId as MessageId) : undefined);
  return id ? intl.formatMessage({ id }, printable(problem.params)) : intl.formatMessage({ id: 'checks.problem.other' }, { label: label ?? problem.check });
}
