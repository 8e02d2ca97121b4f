import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorItemsOf } from '@blokwerk/admin/api/errorItems';
import { PaginatedList } from '@blokwerk/admin/components/list/PaginatedList';
import { usePaginatedList } from '@blokwerk/admin/components/list/usePaginatedList';
import { useText } from '@blokwerk/admin/extensions/useText';
import { APPLICATION_STATUSES, ApplicationsQuery, type ApplicationColumn, type ApplicationStatus } from './applications-documents';

const COLUMNS: readonly ApplicationColumn[] = ['createdAt', 'name', 'email', 'vacancyTitle', 'status', 'deletesAt'];

/** The applications (manage-applications): searchable, sortable, by status; each links to its detail, and says when it will be deleted. */
export default function ApplicationsScreen() {
  const text = useText();
  const list = usePaginatedList<ApplicationColumn>({ defaultSort: { column: 'createdAt', order: 'desc' } });
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const { data, previousData, loading, error } = useQuery(ApplicationsQuery, { variables: { ...list.request, status: status || undefined }, fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    document.title = text('applications.title');
  }, [text]);

  const statusFilter = (
    <TextField select size="small" label={text('applications.filterStatus')} value={status} onChange={(e) => {
      setStatus(e.target.value as ApplicationStatus | '');
      list.setPageIndex(0);
    }} sx={{ minWidth: 180 }}>
      <MenuItem value="">{text('applications.allStatuses')}</MenuItem>
      {APPLICATION_STATUSES.map((s) => <MenuItem key={s} value={s}>{text(`applications.status.${s}`)}</MenuItem>)}
    </TextField>
  );

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>{text('applications.title')}</Typography>
      <PaginatedList
        list={list}
        page={(data ?? previousData)?.applications}
        loading={loading}
        errors={error ? errorItemsOf(error) : []}
        searchLabel={text('applications.search')}
        sortColumns={COLUMNS.map((value) => ({ value, label: text(`applications.column.${value}`) }))}
        controls={statusFilter}
        noResultsText={text('applications.none')}
      >
        {(applications) => (
          <Table size="small">
            <caption>{text('applications.caption')}</caption>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => <TableCell key={column}>{text(`applications.column.${column}`)}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {applications.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{text('applications.date', { date: new Date(a.createdAt) })}</TableCell>
                  <TableCell><Link component={RouterLink} to={`/applications/${a.id}`}>{a.name}</Link></TableCell>
                  <TableCell>{a.email}</TableCell>
                  <TableCell>{a.vacancyTitle ?? text('applications.open')}</TableCell>
                  <TableCell>{text(`applications.status.${a.status}`)}</TableCell>
                  <TableCell>{text('applications.date', { date: new Date(a.deletesAt) })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PaginatedList>
    </>
  );
}
