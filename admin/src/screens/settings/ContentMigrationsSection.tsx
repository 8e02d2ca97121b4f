import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { SettingsSection } from '../../components/SettingsSection';
import type { ContentMigrationRunFieldsFragment } from '../../gql/graphql';
import { MigrationActions } from './MigrationActions';
import { ReverseMigrationForm } from './ReverseMigrationForm';
import { ContentMigrationStatusQuery } from './contentMigrationDocuments';

const FORWARD_TEXTS = {
  dryRun: 'contentMigrations.dryRun',
  run: 'contentMigrations.run',
  confirmTitle: 'contentMigrations.confirm.title',
  confirmMessage: 'contentMigrations.confirm.message',
} as const;

/**
 * Content-model migrations (manage-settings, like the whole screen): what is pending, the last
 * run, a dry run, the run itself, and a reverse.
 */
export function ContentMigrationsSection() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(ContentMigrationStatusQuery, { fetchPolicy: 'network-only' });
  const [announcement, setAnnouncement] = useState('');
  const status = data?.contentMigrationStatus;

  const done = (message: string) => {
    setAnnouncement(message);
    void refetch();
  };

  return (
    <SettingsSection title={intl.formatMessage({ id: 'contentMigrations.title' })}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'contentMigrations.intro' })}
      </Typography>
      <ErrorList errors={error ? errorItemsOf(error) : []} />
      {!status ? (
        !error && <Loading />
      ) : (
        <>
          {status.pending.length === 0 ? (
            <Typography>{intl.formatMessage({ id: 'contentMigrations.upToDate' })}</Typography>
          ) : (
            <>
              <Typography variant="subtitle1" component="h3">
                {intl.formatMessage({ id: 'contentMigrations.pending' })}
              </Typography>
              <ul>
                {status.pending.map((entry) => (
                  <li key={`${entry.kind}:${entry.type}`}>{intl.formatMessage({ id: 'contentMigrations.pendingItem' }, entry)}</li>
                ))}
              </ul>
            </>
          )}
          {status.lastRun && <LastRun run={status.lastRun} />}
          <MigrationActions canRun={status.pending.length > 0} texts={FORWARD_TEXTS} onDone={done} />
        </>
      )}
      <ReverseMigrationForm onDone={done} />
      <Typography component="output" aria-live="polite" variant="body2" sx={{ display: 'block', mt: 2 }}>
        {announcement}
      </Typography>
    </SettingsSection>
  );
}

function LastRun({ run }: { run: ContentMigrationRunFieldsFragment }) {
  const intl = useIntl();
  const at = intl.formatDate(run.finishedAt ?? run.startedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {intl.formatMessage({ id: 'contentMigrations.lastRun' })}
        {run.reverse && ` (${intl.formatMessage({ id: 'contentMigrations.lastRun.reverse' }, { target: run.reverse })})`}
      </Typography>
      <Typography variant="body2">
        {intl.formatMessage(
          { id: 'contentMigrations.lastRun.summary' },
          { status: run.status, at, changed: run.report.rowsChanged, failures: run.report.failureCount },
        )}
      </Typography>
    </>
  );
}
