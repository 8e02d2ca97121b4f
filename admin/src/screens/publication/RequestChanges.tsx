import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useIntl, type IntlShape } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import type { RequestComparisonQuery as Comparison } from '../../gql/graphql';
import type { MessageId } from '../../i18n/messages';
import { RequestComparisonQuery } from './reviewDocuments';

type VersionComparison = Comparison['compareVersions'];

const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  seoTitle: 'review.field.seoTitle',
  seoDescription: 'review.field.seoDescription',
  seoKeywords: 'review.field.seoKeywords',
  seoImage: 'review.field.seoImage',
};

const BLOCK_CHANGES: Readonly<Record<string, MessageId>> = {
  added: 'review.block.added',
  removed: 'review.block.removed',
  moved: 'review.block.moved',
  changed: 'review.block.changed',
};

/** A changed field as the reviewer reads it; the title with its old and new wording. */
function fieldText(intl: IntlShape, field: string, comparison: VersionComparison): string {
  if (field === 'title') return intl.formatMessage({ id: 'review.titleChange' }, { from: comparison.from.title, to: comparison.to.title });
  if (field.startsWith('typeData.')) return intl.formatMessage({ id: 'review.field.typeData' }, { name: field.slice('typeData.'.length) });
  const label = FIELD_LABELS[field];
  return label ? intl.formatMessage({ id: label }) : field;
}

interface RequestChangesProps {
  /** What was live when the request was made; null for a first publication. */
  replacedVersionId: number | null;
  requestedVersionId: number;
}

/** What the requested version changes against the version it replaces (compareVersions). */
export function RequestChanges({ replacedVersionId, requestedVersionId }: RequestChangesProps) {
  const intl = useIntl();
  if (replacedVersionId === null) return <Alert severity="info">{intl.formatMessage({ id: 'review.firstPublication' })}</Alert>;
  return <VersionChanges from={replacedVersionId} to={requestedVersionId} />;
}

function VersionChanges({ from, to }: { from: number; to: number }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(RequestComparisonQuery, { variables: { from, to } });
  if (error) return <ErrorList errors={errorItemsOf(error)} />;
  if (!data) return loading ? <Loading /> : null;

  const comparison = data.compareVersions;
  const blockLabels = new Map(data.contentModel.blockTypes.map((type) => [type.id, type.label]));
  const blocks = comparison.blocks.filter((block) => Object.hasOwn(BLOCK_CHANGES, block.change));
  if (comparison.changedFields.length === 0 && blocks.length === 0) {
    return <Typography color="text.secondary">{intl.formatMessage({ id: 'review.noChanges' })}</Typography>;
  }
  const list = (heading: MessageId, items: readonly { key: string; text: string }[]) =>
    items.length > 0 && (
      <Box>
        <Typography variant="subtitle2" component="h4">
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
        comparison.changedFields.map((field) => ({ key: field, text: fieldText(intl, field, comparison) })),
      )}
      {list(
        'review.blockChanges',
        blocks.map((block) => ({
          key: block.key,
          text: intl.formatMessage(
            { id: BLOCK_CHANGES[block.change] ?? 'review.block.changed' },
            // Media and anchors are stored as __images, __files: say "images", "files".
            { type: blockLabels.get(block.type) ?? block.type, props: intl.formatList(block.changedProps.map((prop) => prop.replace(/^_+/, ''))) },
          ),
        })),
      )}
    </>
  );
}
