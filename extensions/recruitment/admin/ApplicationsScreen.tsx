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
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { errorItemsOf, PaginatedList, usePaginatedList, useText } from '@blokwerk/admin/extension';
import { ApplicationsQuery, type ApplicationColumn } from './applications-documents';
import { ApplicationStagesQuery, labelIn } from './pipeline-documents';
import { ViewSwitch } from './board/ViewSwitch';

const COLUMNS: readonly ApplicationColumn[] = ['createdAt', 'name', 'email', 'vacancyTitle', 'stage', 'deletesAt'];

/**
 * The applications (manage-applications): searchable, sortable, by a stage of the site's pipeline;
 * each links to its detail, and says when it will be deleted.
 */
export default function ApplicationsScreen() {
  const text = useText();
  const { locale } = useIntl();
  const list = usePaginatedList<ApplicationColumn>({ defaultSort: { column: 'createdAt', order: 'desc' } });
  const [stageID, setStageID] = useState<number | ''>('');
  const { data, previousData, loading, error } = useQuery(ApplicationsQuery, {
    variables: { ...list.request, stageID: stageID || undefined },
    fetchPolicy: 'cache-and-network',
  });
  const stages = useQuery(ApplicationStagesQuery, { variables: { locale } }).data?.applicationStages ?? [];

  useEffect(() => {
    document.title = text('applications.title');
  }, [text]);

  const statusFilter = (
    <TextField
      select
      size="small"
      label={text('applications.filterStatus')}
      value={stageID}
      onChange={(e) => {
        setStageID(e.target.value === '' ? '' : Number(e.target.value));
        list.setPageIndex(0);
      }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{text('applications.allStatuses')}</MenuItem>
      {stages.map((stage) => (
        <MenuItem key={stage.id} value={stage.id}>
          {stage.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {text('applications.title')}
      </Typography>
      <ViewSwitch current="list" />
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
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{text(`applications.column.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {applications.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{text('applications.date', { date: new Date(a.createdAt) })}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`/applications/${a.id}`}>
                      {a.name}
                    </Link>
                  </TableCell>
                  <TableCell>{a.email}</TableCell>
                  <TableCell>{a.vacancyTitle ?? text('applications.open')}</TableCell>
                  <TableCell>{labelIn(a.stage.labels, locale)}</TableCell>
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
