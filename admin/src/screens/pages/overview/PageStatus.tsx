import EditNoteIcon from '@mui/icons-material/EditNote';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { PageListFieldsFragment } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';
import { publicationStateOf } from '../publicationState';

type StatusFields = Pick<PageListFieldsFragment, 'publishedVersionID' | 'hasUnpublishedChanges' | 'pendingPublicationRequests' | 'outOfDate'>;

/** The three states a row names; unpublished changes of a live page are a note beside "Published". */
type RowState = 'published' | 'draft' | 'pending';

const ROW_STATES: Record<RowState, { label: MessageId; color: ChipProps['color'] }> = {
  published: { label: 'publication.state.published', color: 'success' },
  draft: { label: 'publication.state.draft', color: 'default' },
  pending: { label: 'publication.state.pending', color: 'info' },
};

// Muted text keeps its contrast; the coloured icon says which kind of note it is.
const NOTE = { display: 'inline-flex', alignItems: 'center', gap: 0.5 } as const;

/** A page's publication state, its outstanding publication requests, whether its live version is behind and whether its translation source moved on. */
export function PageStatus({ page }: { page: StatusFields }) {
  const intl = useIntl();
  const state = publicationStateOf(page);
  const rowState: RowState = state === 'changed' ? 'published' : state;
  const { label, color } = ROW_STATES[rowState];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Chip size="small" label={intl.formatMessage({ id: label })} color={color} variant={rowState === 'draft' ? 'outlined' : 'filled'} />
      {page.pendingPublicationRequests > 0 && (
        <Typography variant="caption" color="text.secondary" sx={NOTE}>
          <HourglassTopIcon fontSize="inherit" color="info" aria-hidden />
          {intl.formatMessage({ id: 'pageList.pendingRequests' }, { count: page.pendingPublicationRequests })}
        </Typography>
      )}
      {state === 'changed' && (
        <Typography variant="caption" color="text.secondary" sx={NOTE}>
          <EditNoteIcon fontSize="inherit" color="warning" aria-hidden />
          {intl.formatMessage({ id: 'pageList.unpublishedChanges' })}
        </Typography>
      )}
      {page.outOfDate && (
        <Typography variant="caption" color="text.secondary" sx={NOTE}>
          <SyncProblemIcon fontSize="inherit" color="warning" aria-hidden />
          {intl.formatMessage({ id: 'translations.status.out-of-date' })}
        </Typography>
      )}
    </Box>
  );
}
