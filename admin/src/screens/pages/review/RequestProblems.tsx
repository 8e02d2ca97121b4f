import { useQuery } from '@apollo/client/react';
import { errorItemsOf } from '../../../api/errorItems';
import { CheckProblems } from '../../../components/checks/CheckProblems';
import { RequestProblemsQuery } from '../../../components/checks/checksDocuments';
import { ErrorList } from '../../../components/ErrorList';
import { Loading } from '../../../components/Loading';

/** What the content checks still find in the requested version, for the reviewer. */
export function RequestProblems({ versionId }: { versionId: number }) {
  const { data, error } = useQuery(RequestProblemsQuery, { variables: { versionId }, fetchPolicy: 'network-only' });
  if (error) return <ErrorList errors={errorItemsOf(error)} />;
  if (!data) return <Loading />;
  return <CheckProblems problems={data.publicationRequestOfVersion.problems} headingLevel="h4" />;
}
