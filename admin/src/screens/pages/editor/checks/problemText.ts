import type { IntlShape } from 'react-intl';
import type { ContentCheckProblemFieldsFragment } from '../../../../gql/graphql';
import type { MessageId } from '../../../../i18n/messages';

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

/** A problem in the editor's language; a check core does not know (an extension's) is named by its label. */
export function problemText(intl: IntlShape, problem: ContentCheckProblemFieldsFragment, label: string | undefined): string {
  const id = MESSAGES[problem.check];
  return id ? intl.formatMessage({ id }, printable(problem.params)) : intl.formatMessage({ id: 'checks.problem.other' }, { label: label ?? problem.check });
}
