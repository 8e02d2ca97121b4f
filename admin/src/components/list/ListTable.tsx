import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

interface ListTableProps {
  caption: string;
  /** Message ids of the column headings; the last column (actions) is right-aligned. */
  columns: readonly MessageId[];
  /** Below this width the table scrolls sideways rather than squeezing its columns (px). */
  minWidth?: number;
  children: ReactNode;
}

/** The table of a paginated list: labelled, headed by translated column names, rows as children. */
export function ListTable({ caption, columns, minWidth = 760, children }: ListTableProps) {
  const intl = useIntl();
  return (
    <TableContainer>
      {/* 12 px beside each cell's text rather than 16: six columns keep their last in view at 1280 px. */}
      <Table size="small" aria-label={caption} sx={{ minWidth, '& .MuiTableCell-root': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            {columns.map((id, index) => (
              <TableCell key={id} align={index === columns.length - 1 ? 'right' : undefined}>
                {intl.formatMessage({ id })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
