import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { ContentMigrationReportFieldsFragment } from '../../gql/graphql';
import { pageEditorPath } from '../../routing/paths';

interface MigrationReportProps {
  report: ContentMigrationReportFieldsFragment;
}

/** A dry run's report: rows read and changed, each migration's counts, and the copies that cannot be converted. */
export function MigrationReport({ report }: MigrationReportProps) {
  const intl = useIntl();
  const headingId = useId();
  const failuresId = useId();
  const typeOf = (row: { kind: string; type: string }) => `${row.type} (${intl.formatMessage({ id: 'contentMigrations.kind' }, { kind: row.kind })})`;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {intl.formatMessage({ id: 'contentMigrations.report.heading' })}
      </Typography>
      <Typography variant="body2">
        {intl.formatMessage({ id: 'contentMigrations.report.summary' }, { read: report.rowsRead, changed: report.rowsChanged })}
      </Typography>
      {report.migrations.length > 0 && (
        <CompactTable
          labelledBy={headingId}
          columns={(['type', 'versions', 'rows', 'copies'] as const).map((column) => intl.formatMessage({ id: `contentMigrations.report.${column}` }))}
        >
          {report.migrations.map((migration) => (
            <TableRow key={`${migration.kind}:${migration.type}@${migration.from}`}>
              <TableCell>{typeOf(migration)}</TableCell>
              <TableCell>{`${migration.from} → ${migration.to}`}</TableCell>
              <TableCell>{migration.rows}</TableCell>
              <TableCell>{migration.copies}</TableCell>
            </TableRow>
          ))}
        </CompactTable>
      )}
      {report.failureCount > 0 && (
        <>
          <Typography id={failuresId} variant="subtitle2" component="h4" color="error" sx={{ mt: 2 }}>
            {intl.formatMessage({ id: 'contentMigrations.failures' }, { count: report.failureCount })}
          </Typography>
          {report.failureCount > report.failures.length && (
            <Typography variant="body2">{intl.formatMessage({ id: 'contentMigrations.failures.more' }, { shown: report.failures.length })}</Typography>
          )}
          <CompactTable
            labelledBy={failuresId}
            columns={(['page', 'where', 'block', 'reason'] as const).map((column) => intl.formatMessage({ id: `contentMigrations.failures.${column}` }))}
          >
            {report.failures.map((failure, index) => (
              // A failure has no id of its own: the same block may fail in several stored copies.
              <TableRow key={index}>
                <TableCell>
                  <Link component={RouterLink} to={pageEditorPath(failure.pageID)}>
                    {failure.pageID}
                  </Link>
                </TableCell>
                <TableCell>
                  {intl.formatMessage({ id: 'contentMigrations.failures.source' }, { source: failure.source, revision: failure.revision ?? 0 })}
                </TableCell>
                <TableCell>
                  {failure.blockKey ?? intl.formatMessage({ id: 'contentMigrations.failures.pageData' })}
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {`${typeOf(failure)} ${failure.from} → ${failure.to}`}
                  </Typography>
                </TableCell>
                <TableCell>{failure.reason}</TableCell>
              </TableRow>
            ))}
          </CompactTable>
        </>
      )}
    </Box>
  );
}

/** A small table under its heading: the column names, then the rows given. */
function CompactTable({ labelledBy, columns, children }: { labelledBy: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
