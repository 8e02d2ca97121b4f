import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl, type IntlShape } from 'react-intl';
import type { VersionChangeSummaryFieldsFragment as Comparison } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';

/** Labels of the page-level fields compareVersions names in `changedFields`. */
export const PAGE_FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  title: 'review.field.title',
  seoTitle: 'review.field.seoTitle',
  seoDescription: 'review.field.seoDescription',
  seoKeywords: 'review.field.seoKeywords',
  seoImage: 'review.field.seoImage',
  tags: 'tags.field.public',
  privateTags: 'tags.field.private',
};

const BLOCK_CHANGES: Readonly<Record<string, MessageId>> = {
  added: 'review.block.added',
  removed: 'review.block.removed',
  moved: 'review.block.moved',
  changed: 'review.block.changed',
};

/** A changed field as a reader reads it; the title with its old and new wording. */
function fieldText(intl: IntlShape, field: string, comparison: Comparison, pageFieldLabel: ChangeSummaryProps['pageFieldLabel']): string {
  if (field === 'title') return intl.formatMessage({ id: 'review.titleChange' }, { from: comparison.from.title, to: comparison.to.title });
  if (field.startsWith('typeData.')) {
    const name = field.slice('typeData.'.length);
    // Media fields change as one map (__images, __files): say "images", "files".
    return intl.formatMessage({ id: 'review.field.typeData' }, { name: pageFieldLabel?.(name) ?? name.replace(/^_+/, '') });
  }
  const label = PAGE_FIELD_LABELS[field];
  return label ? intl.formatMessage({ id: label }) : field;
}

interface ChangeSummaryProps {
  comparison: Comparison;
  /** A block type's label from the content model (its id when unknown). */
  blockLabel(type: string): string;
  /** A page field's label, when the page type is known. */
  pageFieldLabel?(name: string): string | undefined;
  /** Said when nothing differs. */
  emptyText: string;
  /** The level below the surrounding heading. */
  headingComponent: 'h3' | 'h4';
}

/** The changed fields and blocks between two versions as two short lists (compareVersions). */
export function ChangeSummary({ comparison, blockLabel, pageFieldLabel, emptyText, headingComponent }: ChangeSummaryProps) {
  const intl = useIntl();
  const blocks = comparison.blocks.filter((block) => Object.hasOwn(BLOCK_CHANGES, block.change));
  if (comparison.changedFields.length === 0 && blocks.length === 0) {
    return <Typography color="text.secondary">{emptyText}</Typography>;
  }
  const list = (heading: MessageId, items: readonly { key: string; text: string }[]) =>
    items.length > 0 && (
      <Box>
        <Typography variant="subtitle2" component={headingComponent}>
          {intl.formatMessage({ id: heading })}
        </Typography>
        <Box component="ul" sx={{ mt: 0.5, mb: 1, pl: 2.5 }}>
          {items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </Box>
      </Box>
    );
  return (
    <>
      {list(
        'review.changedFields',
        comparison.changedFields.map((field) => ({ key: field, text: fieldText(intl, field, comparison, pageFieldLabel) })),
      )}
      {list(
        'review.blockChanges',
        blocks.map((block) => ({
          key: block.key,
          text: intl.formatMessage(
            { id: BLOCK_CHANGES[block.change] ?? 'review.block.changed' },
            // Media and anchors are stored as __images, __files: say "images", "files".
            { type: blockLabel(block.type), props: intl.formatList(block.changedProps.map((prop) => prop.replace(/^_+/, ''))) },
          ),
        })),
      )}
    </>
  );
}
