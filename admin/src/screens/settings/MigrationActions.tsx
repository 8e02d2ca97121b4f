import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import type { FieldLabelOverrides } from '../../i18n/fieldLabels';
import type { MessageId } from '../../i18n/messages';
import type { ContentMigrationReportFieldsFragment } from '../../gql/graphql';
import { useSubmission } from '../../lib/useSubmission';
import { MigrationReport } from './MigrationReport';
import { ContentMigrationDryRunQuery, RunContentMigrationsMutation } from './contentMigrationDocuments';

/** The server names the reverse target `reverse` in its errors (V_12 no such version, V_07 no way back). */
const LABELS: FieldLabelOverrides = { reverse: 'contentMigrations.reverse.field' };

interface MigrationActionsProps {
  /** `type@version` for a reverse run; undefined for the forward run. */
  reverse?: string;
  /** Whether Run may be pressed (something is pending; a reverse target is given). */
  canRun: boolean;
  texts: { dryRun: MessageId; run: MessageId; confirmTitle: MessageId; confirmMessage: MessageId };
  /** Says what the run did (the section's live region) and refreshes the status. */
  onDone(message: string): void;
}

/** Dry run (its report below) and Run behind a confirmation, for the forward run or one reverse. */
export function MigrationActions({ reverse, canRun, texts, onDone }: MigrationActionsProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const [runMigrations] = useMutation(RunContentMigrationsMutation);
  const dryRun = useSubmission();
  const [report, setReport] = useState<ContentMigrationReportFieldsFragment | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Absent, not null, for the forward run: the server reads an explicit null as an empty target.
  const variables = { reverse };

  const tryIt = async () => {
    setReport(null);
    await dryRun.run(async () => {
      const { data } = await client.query({ query: ContentMigrationDryRunQuery, variables, fetchPolicy: 'no-cache' });
      setReport(data?.contentMigrationDryRun ?? null);
    });
  };

  const run = async () => {
    const { data } = await runMigrations({ variables });
    setReport(null);
    const done = data?.runContentMigrations.report;
    if (done) onDone(intl.formatMessage({ id: 'contentMigrations.done' }, { changed: done.rowsChanged, failures: done.failureCount }));
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" loading={dryRun.pending} disabled={reverse === ''} onClick={() => void tryIt()}>
          {intl.formatMessage({ id: texts.dryRun })}
        </Button>
        <Button variant="contained" disabled={!canRun} onClick={() => setConfirming(true)}>
          {intl.formatMessage({ id: texts.run })}
        </Button>
      </Stack>
      <ErrorList errors={dryRun.errors} labels={LABELS} />
      {report && <MigrationReport report={report} />}
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: texts.confirmTitle }, { target: reverse })}
        message={intl.formatMessage({ id: texts.confirmMessage })}
        confirmLabel={intl.formatMessage({ id: 'contentMigrations.confirm.action' })}
        destructive={reverse !== undefined}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
