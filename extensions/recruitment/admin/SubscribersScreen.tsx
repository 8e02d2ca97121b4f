import { useMutation, useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog, errorItemsOf, PaginatedList, usePaginatedList, useText } from '@blokwerk/admin/extension';
import { employmentTypeName } from '../server/vacancy.js';
import { DeleteSubscriberMutation, SubscribersQuery, type SubscriberColumn, type SubscriberRow } from './subscribers-documents';

const COLUMNS: readonly SubscriberColumn[] = ['createdAt', 'email', 'lastName', 'status'];

/** The newsletter's subscribers (manage-newsletter): searchable, sortable, deletable, exported as CSV. */
export default function SubscribersScreen() {
  const text = useText();
  const { locale } = useIntl();
  const list = usePaginatedList<SubscriberColumn>({ defaultSort: { column: 'createdAt', order: 'desc' } });
  const { data, previousData, loading, error, refetch } = useQuery(SubscribersQuery, { variables: list.request, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteSubscriberMutation);
  const [deleting, setDeleting] = useState<SubscriberRow | null>(null);

  useEffect(() => {
    document.title = text('newsletter.title');
  }, [text]);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {text('newsletter.title')}
      </Typography>
      <PaginatedList
        list={list}
        page={(data ?? previousData)?.newsletterSubscribers}
        loading={loading}
        errors={error ? errorItemsOf(error) : []}
        searchLabel={text('newsletter.search')}
        sortColumns={COLUMNS.map((value) => ({ value, label: text(`newsletter.column.${value}`) }))}
        controls={
          <Button startIcon={<DownloadIcon />} href="/api/blokwerk/newsletter/export" download>
            {text('newsletter.export')}
          </Button>
        }
        noResultsText={text('newsletter.none')}
      >
        {(subscribers) => (
          <Table size="small">
            <caption>{text('newsletter.caption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{text('newsletter.column.lastName')}</TableCell>
                <TableCell>{text('newsletter.column.email')}</TableCell>
                <TableCell>{text('newsletter.column.status')}</TableCell>
                <TableCell>{text('newsletter.column.alerts')}</TableCell>
                <TableCell>{text('newsletter.column.frequency')}</TableCell>
                <TableCell>{text('newsletter.column.createdAt')}</TableCell>
                <TableCell>{text('newsletter.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {subscribers.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{`${s.firstName} ${s.lastName}`}</TableCell>
                  <TableCell>{s.email}</TableCell>
                  <TableCell>{text(`newsletter.status.${s.status}`)}</TableCell>
                  <TableCell>
                    {s.alerts
                      ? [...s.departments, ...s.localities, ...s.employmentTypes.map((type) => employmentTypeName(type, locale))].join(', ') ||
                        text('newsletter.allVacancies')
                      : '—'}
                  </TableCell>
                  <TableCell>{s.alerts ? text(`newsletter.frequency.${s.frequency}`) : '—'}</TableCell>
                  <TableCell>{new Date(s.createdAt).toLocaleDateString()}</TableCell>
                  <TableCell>
                    <Button color="error" onClick={() => setDeleting(s)} aria-label={text('newsletter.deleteOne', { email: s.email })}>
                      {text('newsletter.delete')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PaginatedList>
      <ConfirmDialog
        open={deleting !== null}
        title={text('newsletter.deleteTitle')}
        message={text('newsletter.deleteMessage', { email: deleting?.email ?? '' })}
        confirmLabel={text('newsletter.delete')}
        destructive
        onConfirm={async () => {
          if (deleting) await remove({ variables: { id: deleting.id } });
          await refetch();
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
