import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { pageEditorPath, useText } from '@blokwerk/admin/extension';
import { BOARDS, JobBoardReportQuery, type BoardReportItem } from './boards-documents';

/** One board's verdict in a cell: OK, or each thing the vacancy lacks, saying which keep it out of the feed. */
function Verdict({ lacks }: { lacks: BoardReportItem['boards'][number]['lacks'] }) {
  const text = useText();
  if (lacks.length === 0) return <>{text('boards.ok')}</>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {lacks.map(({ code, required }) => (
        <li key={code}>{required ? text('boards.leftOut', { lack: text(`boards.lack.${code}`) }) : text(`boards.lack.${code}`)}</li>
      ))}
    </ul>
  );
}

/** 'Job boards': every vacancy posted to the boards and, per board, OK or what it lacks, each linking to its editor. */
export default function BoardsScreen() {
  const text = useText();
  const { data, loading, error } = useQuery(JobBoardReportQuery, { fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    document.title = text('boards.title');
  }, [text]);

  const items = data?.jobBoardReport ?? [];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {text('boards.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{text('boards.intro')}</Typography>
      <Typography sx={{ mb: 2 }}>{text('boards.feeds')}</Typography>
      <Typography component="output" aria-live="polite" sx={{ display: 'block', mb: 1 }}>
        {loading && !data && text('boards.loading')}
        {data && items.length === 0 && text('boards.none')}
      </Typography>
      {error && <Alert severity="error">{text('boards.error')}</Alert>}
      {items.length > 0 && (
        <Table size="small">
          <caption>{text('boards.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{text('boards.column.vacancy')}</TableCell>
              <TableCell>{text('boards.column.locale')}</TableCell>
              {BOARDS.map((board) => (
                <TableCell key={board}>{text(`boards.board.${board}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.pageID}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={pageEditorPath(item.pageID)}>
                    {item.title}
                  </Link>
                  {!item.published && (
                    <Typography variant="body2" color="text.secondary">
                      {text('boards.unpublished')}
                    </Typography>
                  )}
                  {item.published && item.closed && (
                    <Typography variant="body2" color="text.secondary">
                      {text('boards.closed')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{item.locale}</TableCell>
                {item.boards.map(({ board, lacks }) => (
                  <TableCell key={board}>
                    <Verdict lacks={lacks} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
