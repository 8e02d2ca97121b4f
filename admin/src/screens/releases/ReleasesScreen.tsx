import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorItemsOf } from '../../api/errorItems';
import { releasePath } from '../../routing/paths';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useSubmission } from '../../lib/useSubmission';
import { CreateReleaseMutation, ReleasesQuery } from './releaseDocuments';
import { ReleaseStatusText } from './ReleaseStatusText';

/** Every release, newest first, and a form to start a new one (which then opens). */
export function ReleasesScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ReleasesQuery, { fetchPolicy: 'cache-and-network' });
  const [createRelease] = useMutation(CreateReleaseMutation);
  const submission = useSubmission();
  const [name, setName] = useState('');

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let id: number | undefined;
    const created = await submission.run(async () => {
      id = (await createRelease({ variables: { name, description: '' } })).data?.createRelease.release.id;
    });
    if (created && id !== undefined) await navigate(releasePath(id));
  };

  const releases = data?.releases.items ?? [];
  return (
    <>
      <ScreenTitle id="screen.releases.title" />
      <Box component="form" noValidate onSubmit={(event) => void create(event)} sx={{ mb: 3 }}>
        <Typography variant="h6" component="h2">
          {intl.formatMessage({ id: 'releases.new' })}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField label={intl.formatMessage({ id: 'releases.name' })} value={name} onChange={(event) => setName(event.target.value)} required size="small" />
          <Button type="submit" variant="contained" disabled={submission.pending}>
            {intl.formatMessage({ id: 'releases.create' })}
          </Button>
        </Stack>
        <ErrorList errors={submission.errors} />
      </Box>
      <ErrorList errors={error ? errorItemsOf(error) : []} />
      {loading && !data ? (
        <Loading />
      ) : releases.length === 0 ? (
        <Typography>{intl.formatMessage({ id: 'releases.none' })}</Typography>
      ) : (
        <Table size="small">
          <caption>{intl.formatMessage({ id: 'releases.caption' })}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{intl.formatMessage({ id: 'releases.column.name' })}</TableCell>
              <TableCell>{intl.formatMessage({ id: 'releases.column.status' })}</TableCell>
              <TableCell>{intl.formatMessage({ id: 'releases.column.items' })}</TableCell>
              <TableCell>{intl.formatMessage({ id: 'releases.column.scheduled' })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {releases.map((release) => (
              <TableRow key={release.id}>
                <TableCell>
                  <Link component={RouterLink} to={releasePath(release.id)}>
                    {release.name}
                  </Link>
                </TableCell>
                <TableCell>
                  <ReleaseStatusText status={release.status} />
                </TableCell>
                <TableCell>{release.itemCount}</TableCell>
                <TableCell>
                  {release.scheduledAt && release.status === 'scheduled'
                    ? intl.formatDate(release.scheduledAt, { dateStyle: 'medium', timeStyle: 'short' })
                    : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
