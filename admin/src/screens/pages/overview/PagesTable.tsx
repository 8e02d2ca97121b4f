import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ListTable } from '../../../components/list/ListTable';
import { RowAction } from '../../../components/list/RowAction';
import { RelativeAge } from '../../../components/RelativeAge';
import type { PageListFieldsFragment } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/messages';
import { pageEditorPath } from '../../../routing/paths';
import { PageStatus } from './PageStatus';
import { useClock } from './useClock';

interface PagesTableProps {
  pages: readonly PageListFieldsFragment[];
  caption: string;
  /** Page-type labels by id; a type without one (the hidden blank type) shows its id. */
  typeLabels: ReadonlyMap<string, string>;
  onDelete(page: PageListFieldsFragment): void;
}

const COLUMNS: readonly MessageId[] = [
  'pageList.column.title',
  'pageList.column.path',
  'pageList.column.type',
  'pageList.column.status',
  'pageList.column.updated',
  'pageList.column.actions',
];

/** Narrow enough to sit beside the slug tree on a 1280 px screen; the title and path wrap to fit. */
const MIN_WIDTH = 600;

/** `/about/team` with a line-break opportunity after each slash (hyphens are ones already). */
function pathWithBreaks(slug: string): ReactNode[] {
  return `/${slug}`.split('/').flatMap((segment, index) =>
    index === 0
      ? []
      : [
          <Fragment key={index}>
            /<wbr />
            {segment}
          </Fragment>,
        ],
  );
}

/** One page of pages: title (to the editor), language and path, type, publication status, last change, actions. */
export function PagesTable({ pages, caption, typeLabels, onDelete }: PagesTableProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  // The server's updatedAt is the moment; its age is told from a clock that moves on every minute.
  const now = useClock(60_000);
  return (
    <ListTable caption={caption} columns={COLUMNS} minWidth={MIN_WIDTH}>
      {pages.map((page) => (
        <TableRow key={page.id} hover>
          <TableCell sx={{ fontWeight: 600, maxWidth: 320, overflowWrap: 'break-word' }}>
            <Link component={RouterLink} to={pageEditorPath(page.id)}>
              {page.title}
            </Link>
          </TableCell>
          {/* A long path wraps after its slashes and hyphens, so the status and actions stay in view at 1280 px. */}
          <TableCell>
            {page.locale} · <code>{pathWithBreaks(page.slug)}</code>
          </TableCell>
          <TableCell>{typeLabels.get(page.type) ?? page.type}</TableCell>
          <TableCell>
            <PageStatus page={page} />
          </TableCell>
          <TableCell>
            <RelativeAge ageSeconds={(now - Date.parse(page.updatedAt)) / 1000} at={page.updatedAt} />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <RowAction label={text({ id: 'pageList.edit' }, { title: page.title })} icon={<EditIcon />} to={pageEditorPath(page.id)} />
            <RowAction label={text({ id: 'pageList.delete' }, { title: page.title })} icon={<DeleteIcon />} onClick={() => onDelete(page)} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
