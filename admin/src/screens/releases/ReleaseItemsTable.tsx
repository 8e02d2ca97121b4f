import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { pageEditorPath } from '../../routing/paths';
import type { ReleaseDetailFieldsFragment } from '../../gql/graphql';
import type { MessageId } from '../../i18n/messages';

type Item = ReleaseDetailFieldsFragment['items'][number];

const CONFLICT_TEXT: Record<string, MessageId> = {
  changed: 'releases.conflict.changed',
  deleted: 'releases.conflict.deleted',
  republished: 'releases.conflict.republished',
};

interface ReleaseItemsTableProps {
  items: readonly Item[];
  /** Items can be re-pinned and removed (the release is not scheduled or published). */
  editable: boolean;
  pending: boolean;
  onRepin(item: Item): void;
  onRemove(item: Item): void;
}

/** The release's pages: which version, and what stands in the way of publishing each. */
export function ReleaseItemsTable({ items, editable, pending, onRepin, onRemove }: ReleaseItemsTableProps) {
  const intl = useIntl();
  const text = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (items.length === 0) return <Typography>{text('releases.items.none')}</Typography>;
  return (
    <Table size="small">
      <caption>{text('releases.items.caption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{text('releases.item.page')}</TableCell>
          <TableCell>{text('releases.item.locale')}</TableCell>
          <TableCell>{text('releases.item.type')}</TableCell>
          <TableCell>{text('releases.item.version')}</TableCell>
          <TableCell>{text('releases.item.state')}</TableCell>
          {editable && <TableCell>{text('releases.item.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const errors = item.problems.filter((problem) => problem.severity === 'error').length;
          const marks = [
            ...item.conflicts.map((conflict) => ({ key: conflict, label: CONFLICT_TEXT[conflict] ? text(CONFLICT_TEXT[conflict]) : conflict, severe: true })),
            ...(item.movedOn ? [{ key: 'movedOn', label: text('releases.item.movedOn'), severe: false }] : []),
            ...(item.problems.length > 0
              ? [{ key: 'problems', label: text('releases.item.problems', { count: item.problems.length }), severe: errors > 0 }]
              : []),
          ];
          return (
            <TableRow key={item.id} data-testid={`release-item-${item.pageID ?? 'deleted'}`}>
              <TableCell>
                {item.pageID === null ? (
                  item.pageTitle
                ) : (
                  <Link component={RouterLink} to={pageEditorPath(item.pageID)}>
                    {item.pageTitle}
                  </Link>
                )}
              </TableCell>
              <TableCell>{item.pageLocale}</TableCell>
              <TableCell>{item.pageType}</TableCell>
              <TableCell>{item.versionRevision === null ? '' : text('releases.item.revision', { revision: item.versionRevision })}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {marks.length === 0 ? (
                    <Chip size="small" variant="outlined" color="success" label={text('releases.item.ok')} />
                  ) : (
                    marks.map((mark) =>
                      mark.severe ? (
                        <Chip key={mark.key} size="small" color="error" label={mark.label} />
                      ) : (
                        <Chip key={mark.key} size="small" variant="outlined" icon={<WarningAmberIcon color="warning" />} label={mark.label} />
                      ),
                    )
                  )}
                </Stack>
              </TableCell>
              {editable && (
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {item.conflicts.length > 0 && item.pageID !== null && (
                      <Button size="small" disabled={pending} onClick={() => onRepin(item)}>
                        {text('releases.item.repin', { title: item.pageTitle })}
                      </Button>
                    )}
                    <Button size="small" color="error" disabled={pending} onClick={() => onRemove(item)}>
                      {text('releases.item.remove', { title: item.pageTitle })}
                    </Button>
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
