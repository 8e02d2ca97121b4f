import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useIntl } from 'react-intl';
import { ListTable } from '../../../components/list/ListTable';
import { RelativeAge } from '../../../components/RelativeAge';
import type { VersionSummaryFieldsFragment as Version } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';

const COLUMNS: readonly MessageId[] = [
  'history.column.select',
  'history.column.revision',
  'history.column.title',
  'history.column.author',
  'history.column.stored',
  'history.column.status',
  'history.column.actions',
];

/** A version picked for comparison, by id and by the revision it is shown as. */
export interface PickedVersion {
  id: number;
  revision: number;
}

interface VersionHistoryTableProps {
  versions: readonly Version[];
  caption: string;
  /** The page's current draft, compared against from any other row. */
  headVersionId: number | null;
  selected: readonly PickedVersion[];
  /** Two are picked: the others cannot be. */
  selectionFull: boolean;
  onToggle(version: PickedVersion): void;
  /** Version ids, the older first. */
  onCompare(olderId: number, newerId: number): void;
  onRestore(version: Version): void;
}

/** One page of versions, newest first: revision, title, author, age, state, and what can be done with each. */
export function VersionHistoryTable({ versions, caption, headVersionId, selected, selectionFull, onToggle, onCompare, onRestore }: VersionHistoryTableProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <ListTable caption={caption} columns={COLUMNS}>
      {versions.map((version) => {
        const revision = text({ id: 'history.revision' }, { revision: version.revision });
        const picked = selected.some((item) => item.id === version.id);
        const current = { id: version.id, revision: version.revision };
        return (
          <TableRow key={version.id} hover selected={picked}>
            <TableCell padding="checkbox">
              <Checkbox
                checked={picked}
                disabled={!picked && selectionFull}
                onChange={() => onToggle(current)}
                slotProps={{ input: { 'aria-label': text({ id: 'history.select' }, { revision: version.revision }) } }}
              />
            </TableCell>
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{revision}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{version.title}</TableCell>
            <TableCell>{version.authorName ?? text({ id: 'history.formerUser' })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <RelativeAge ageSeconds={version.ageSeconds} at={version.createdAt} />
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {version.isHead && <Chip size="small" color="primary" label={text({ id: 'history.badge.head' })} />}
                {version.isPublished && <Chip size="small" color="success" label={text({ id: 'history.badge.published' })} />}
                {version.restoredFromRevision !== null && (
                  <Chip size="small" variant="outlined" label={text({ id: 'history.badge.restoredFrom' }, { revision: version.restoredFromRevision })} />
                )}
              </Box>
            </TableCell>
            <TableCell align="right">
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
                {version.previousID !== null && (
                  <Button
                    size="small"
                    startIcon={<CompareArrowsIcon />}
                    aria-haspopup="dialog"
                    aria-label={text({ id: 'history.compareWithPreviousOf' }, { revision: version.revision })}
                    onClick={() => version.previousID !== null && onCompare(version.previousID, version.id)}
                  >
                    {text({ id: 'history.compareWithPrevious' })}
                  </Button>
                )}
                {!version.isHead && headVersionId !== null && (
                  <Button
                    size="small"
                    startIcon={<CompareArrowsIcon />}
                    aria-haspopup="dialog"
                    aria-label={text({ id: 'history.compareWithCurrentOf' }, { revision: version.revision })}
                    onClick={() => onCompare(version.id, headVersionId)}
                  >
                    {text({ id: 'history.compareWithCurrent' })}
                  </Button>
                )}
                {!version.isHead && (
                  <Button
                    size="small"
                    startIcon={<RestoreIcon />}
                    aria-haspopup="dialog"
                    aria-label={text({ id: 'history.restoreRevision' }, { revision: version.revision })}
                    onClick={() => onRestore(version)}
                  >
                    {text({ id: 'history.restore' })}
                  </Button>
                )}
              </Box>
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
