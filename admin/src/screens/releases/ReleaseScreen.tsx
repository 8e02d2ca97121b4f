import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { errorItemsOf } from '../../api/errorItems';
import { paths } from '../../routing/paths';
import { useAuth } from '../../auth/useAuth';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useProblemWording } from '../../components/checks/useProblemWording';
import { AddPageToRelease } from './AddPageToRelease';
import { ReleaseActions } from './ReleaseActions';
import { AddReleaseItemMutation, ReleaseQuery, RemoveReleaseItemMutation, RepinReleaseItemMutation } from './releaseDocuments';
import { ReleaseItemProblems } from './ReleaseItemProblems';
import { ReleaseItemsTable } from './ReleaseItemsTable';
import { ReleaseStatusText } from './ReleaseStatusText';
import { storeReleaseAnswer } from './storeReleaseAnswer';
import { useReleaseAction } from './useReleaseAction';

const EDITABLE = new Set(['open', 'in-review', 'approved', 'changes-requested']);

/** One release: its pages with their conflicts and check problems, and its workflow. */
export function ReleaseScreen() {
  const intl = useIntl();
  const { can } = useAuth();
  const id = Number(useParams().releaseId);
  const { data, loading, error } = useQuery(ReleaseQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [addItem] = useMutation(AddReleaseItemMutation, { update: storeReleaseAnswer });
  const [removeItem] = useMutation(RemoveReleaseItemMutation, { update: storeReleaseAnswer });
  const [repinItem] = useMutation(RepinReleaseItemMutation, { update: storeReleaseAnswer });
  // No call while the release is read (a cached one is shown meanwhile): the read's answer could come after the call's.
  const action = useReleaseAction(loading);
  // Publishing refused by a blocking check (CC_01): each problem worded as the Checks tab words it.
  const describeProblem = useProblemWording();

  if (!data) return loading ? <Loading /> : <ErrorList errors={error ? errorItemsOf(error) : []} />;
  const { release, items } = data.release;
  const editable = EDITABLE.has(release.status) && can('edit-page');
  return (
    <>
      <Link component={RouterLink} to={paths.releases}>
        {intl.formatMessage({ id: 'releases.back' })}
      </Link>
      <ScreenTitle id="screen.release.title" values={{ name: release.name }} />
      <Typography data-testid="release-status">
        {intl.formatMessage({ id: 'releases.statusLine' }, { status: <ReleaseStatusText key="status" status={release.status} /> })}
      </Typography>
      {release.status === 'scheduled' && release.scheduledAt && (
        <Typography>
          {intl.formatMessage({ id: 'releases.scheduledFor' }, { at: intl.formatDate(release.scheduledAt, { dateStyle: 'medium', timeStyle: 'medium' }) })}
        </Typography>
      )}
      {release.outcome && (
        // The outcome holds the refusal's codes: CC_01 is a blocking check's, the rest conflicts.
        <Alert severity="error" sx={{ mt: 1 }}>
          {intl.formatMessage({ id: release.outcome.split(',').includes('CC_01') ? 'releases.outcome.blocked' : 'releases.outcome' })}
        </Alert>
      )}
      {release.feedback && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {intl.formatMessage({ id: 'releases.feedback' }, { feedback: release.feedback })}
        </Alert>
      )}
      <ReleaseItemsTable
        items={items}
        editable={editable}
        pending={action.pending}
        onRepin={(item) => void action.act('releases.done.repin', () => repinItem({ variables: { id, itemId: item.id } }))}
        onRemove={(item) => void action.act('releases.done.remove', () => removeItem({ variables: { id, itemId: item.id } }))}
      />
      <ReleaseItemProblems items={items} />
      {editable && (
        <AddPageToRelease
          present={new Set(items.flatMap((item) => (item.pageID === null ? [] : [item.pageID])))}
          pending={action.pending}
          onAdd={(pageId) => void action.act('releases.done.add', () => addItem({ variables: { id, pageId } }))}
        />
      )}
      <ReleaseActions detail={data.release} action={action} />
      <ErrorList errors={action.errors} describe={describeProblem} />
      <Typography component="output" aria-live="polite" sx={visuallyHidden}>
        {action.status}
      </Typography>
    </>
  );
}
