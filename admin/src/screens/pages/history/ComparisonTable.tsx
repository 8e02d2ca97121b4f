import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { BlockChange, ComparedRow, ComparedSection } from './comparisonSections';
import { FieldValue, type ValueLookups } from './FieldValue';

const CHANGE_LABELS: Readonly<Record<BlockChange, MessageId>> = {
  added: 'history.change.added',
  removed: 'history.change.removed',
  changed: 'history.change.changed',
  moved: 'history.change.moved',
  unchanged: 'history.change.unchanged',
};

const CHANGE_COLORS = { added: 'success', removed: 'error', changed: 'warning', moved: 'info', unchanged: 'default' } as const;

// Colour only repeats what the markers say in words: older values on red, newer on green.
const beforeChanged = { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.08) };
const afterChanged = { bgcolor: (theme: Theme) => alpha(theme.palette.success.main, 0.1) };

/** A column heading: the version's revision and when it was stored. */
export interface VersionColumn {
  revision: number;
  createdAt: string;
}

interface ComparisonTableProps {
  caption: string;
  older: VersionColumn;
  newer: VersionColumn;
  sections: readonly ComparedSection[];
  lookups: ValueLookups;
}

function SectionHeading({ section }: { section: ComparedSection }) {
  const intl = useIntl();
  const { block } = section;
  if (!block) return <>{intl.formatMessage({ id: 'history.compare.pageFields' })}</>;
  const moved = block.change === 'moved' && block.positionBefore !== null && block.positionAfter !== null;
  return (
    <>
      {block.positionAfter === null
        ? intl.formatMessage({ id: 'history.compare.removedBlock' }, { label: block.label, position: block.positionBefore ?? 0 })
        : intl.formatMessage({ id: 'history.compare.block' }, { label: block.label, position: block.positionAfter })}{' '}
      <Chip
        size="small"
        variant="outlined"
        color={CHANGE_COLORS[block.change]}
        sx={{ ml: 1 }}
        label={
          moved
            ? intl.formatMessage({ id: 'history.change.movedFromTo' }, { from: block.positionBefore, to: block.positionAfter })
            : intl.formatMessage({ id: CHANGE_LABELS[block.change] })
        }
      />
    </>
  );
}

/** A field's row; a block that exists on one side only says so once, across its rows, on the other. */
function FieldRow({ row, lookups, absent }: { row: ComparedRow; lookups: ValueLookups; absent: { side: 'before' | 'after'; cell: ReactNode } | null }) {
  const intl = useIntl();
  // A block added or removed as a whole is marked once, in its heading.
  const marked = row.changed && absent === null;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', fontWeight: 500 }}>
        {row.field.label}
        {marked && <Chip size="small" variant="outlined" color="warning" sx={{ ml: 1 }} label={intl.formatMessage({ id: 'history.change.changed' })} />}
      </TableCell>
      {absent?.side === 'before' ? (
        absent.cell
      ) : (
        <TableCell sx={{ verticalAlign: 'top', ...(row.changed ? beforeChanged : {}) }}>
          <FieldValue field={row.field} value={row.before} lookups={lookups} />
        </TableCell>
      )}
      {absent?.side === 'after' ? (
        absent.cell
      ) : (
        <TableCell sx={{ verticalAlign: 'top', ...(row.changed ? afterChanged : {}) }}>
          <FieldValue field={row.field} value={row.after} lookups={lookups} />
        </TableCell>
      )}
    </TableRow>
  );
}

/**
 * The side-by-side comparison: a column per version (older left, newer right), a row group per
 * section (the page's fields, then each block), changed fields marked in words and colour.
 */
export function ComparisonTable({ caption, older, newer, sections, lookups }: ComparisonTableProps) {
  const intl = useIntl();
  const heading = (id: MessageId, column: VersionColumn) =>
    intl.formatMessage({ id }, { revision: column.revision, date: intl.formatDate(column.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) });
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} sx={{ tableLayout: 'fixed', minWidth: 640 }}>
        <colgroup>
          <col style={{ width: '22%' }} />
          <col style={{ width: '39%' }} />
          <col style={{ width: '39%' }} />
        </colgroup>
        <TableHead>
          <TableRow>
            <TableCell>{intl.formatMessage({ id: 'history.compare.field' })}</TableCell>
            <TableCell>{heading('history.compare.older', older)}</TableCell>
            <TableCell>{heading('history.compare.newer', newer)}</TableCell>
          </TableRow>
        </TableHead>
        {sections.map((section) => {
          const change = section.block?.change;
          const side = change === 'added' ? 'before' : change === 'removed' ? 'after' : null;
          return (
            <TableBody key={section.key}>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                <TableCell component="th" scope="rowgroup" colSpan={3}>
                  <Typography variant="subtitle2" component="span">
                    <SectionHeading section={section} />
                  </Typography>
                </TableCell>
              </TableRow>
              {section.rows.map((row, index) => (
                <FieldRow
                  key={row.key}
                  row={row}
                  lookups={lookups}
                  absent={
                    side && {
                      side,
                      cell:
                        index === 0 ? (
                          <TableCell rowSpan={section.rows.length} sx={{ verticalAlign: 'top', color: 'text.secondary', fontStyle: 'italic' }}>
                            {intl.formatMessage({ id: 'history.compare.notInVersion' }, { revision: side === 'before' ? older.revision : newer.revision })}
                          </TableCell>
                        ) : null,
                    }
                  }
                />
              ))}
            </TableBody>
          );
        })}
      </Table>
    </TableContainer>
  );
}
