import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { errorItemsOf } from '../../api/errorItems';
import { RequestProblemsQuery } from '../pages/editor/checks/checksDocuments';
import { ProblemList } from '../pages/editor/checks/ProblemList';

/** What the content checks still find in the requested version, for the reviewer. */
export function RequestProblems({ versionId }: { versionId: number }) {
  const intl = useIntl();
  const { data, error } = useQuery(RequestProblemsQuery, { variables: { versionId }, fetchPolicy: 'network-only' });
  if (error) return <ErrorList errors={errorItemsOf(error)} />;
  if (!data) return <Loading />;
  const problems = data.publicationRequestOfVersion.problems;
  if (problems.length === 0) return <Typography color="text.secondary">{intl.formatMessage({ id: 'checks.review.none' })}</Typography>;
  return (
    <>
      <Typography component="output" aria-live="polite" variant="body2" sx={{ display: 'block' }}>
        {intl.formatMessage({ id: 'checks.summary' }, { count: problems.length })}
      </Typography>
      <ProblemList problems={problems} headingLevel="h4" />
    </>
  );
}
