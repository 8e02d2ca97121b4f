import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../api/apiError';
import { errorItemsOf } from '../../../api/errorItems';
import { ErrorList } from '../../../components/ErrorList';
import { SuccessNotice } from '../../../components/SuccessNotice';
import { useSubmission } from '../../../lib/useSubmission';
import { VersionCompareDialog } from '../history/VersionCompareDialog';
import { MarkTranslationUpToDateMutation, SourceChangesQuery, TranslationSourceStateQuery } from './translationDocuments';

/** The server refuses a source version that is no longer the head (409 V_07 on sourceVersionID). */
const movedOn = (error: ApiErrorItem) => error.code === 'V_07' && error.property === 'sourceVersionID';

/**
 * Above the editor of a translation whose source was stored since it was last brought up to date:
 * what changed in the source (the history's side-by-side comparison) and "Mark as up to date".
 */
export function TranslationStaleBanner({ pageId }: { pageId: number }) {
  const intl = useIntl();
  const [notice, setNotice] = useState<string | null>(null);
  const [showing, setShowing] = useState(false);
  // Asked again on every visit: the source may have been stored in another tab.
  const state = useQuery(TranslationSourceStateQuery, { variables: { id: pageId }, fetchPolicy: 'cache-and-network' });
  const page = state.data?.page.page;
  const stale = page?.outOfDate === true && page.translationSource !== null;
  const changes = useQuery(SourceChangesQuery, stale ? { variables: { id: pageId }, fetchPolicy: 'network-only' } : skipToken);
  const [markUpToDate] = useMutation(MarkTranslationUpToDateMutation, { refetchQueries: ['TranslationStatus'] });
  const { pending, errors, run } = useSubmission();

  const source = changes.data?.sourceChanges.source ?? page?.translationSource;
  const language = source ? (intl.formatDisplayName(source.locale, { type: 'language' }) ?? source.locale) : '';
  const headVersionID = changes.data?.sourceChanges.headVersionID ?? null;

  const mark = async () => {
    if (headVersionID === null) return;
    const marked = await run(() => markUpToDate({ variables: { id: pageId, sourceVersionID: headVersionID } }));
    if (marked) {
      setShowing(false);
      setNotice(intl.formatMessage({ id: 'translations.stale.marked' }, { language }));
    } else {
      // Refused as stale: the new head and its changes, for the editor to look at again.
      await changes.refetch();
    }
  };

  const markButton = (
    <Button variant="contained" size="small" onClick={() => void mark()} loading={pending} disabled={headVersionID === null}>
      {intl.formatMessage({ id: 'translations.stale.markUpToDate' })}
    </Button>
  );
  const describe = (error: ApiErrorItem) => (movedOn(error) ? intl.formatMessage({ id: 'translations.stale.movedOn' }) : undefined);
  const loadErrors = [state.error, changes.error].flatMap((error) => (error ? errorItemsOf(error) : []));

  return (
    <>
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
      <ErrorList errors={loadErrors} />
      {/* Announced when it appears (the source stored meanwhile) and when it goes (marked). */}
      <Box aria-live="polite">
        {stale && source && (
          <Alert
            severity="warning"
            role="note"
            sx={{ mt: 2 }}
            action={
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {source.versionID !== null && (
                  <Button
                    color="inherit"
                    size="small"
                    variant="outlined"
                    onClick={() => setShowing(true)}
                    disabled={headVersionID === null}
                    aria-haspopup="dialog"
                  >
                    {intl.formatMessage({ id: 'translations.stale.showChanges' })}
                  </Button>
                )}
                {markButton}
              </Box>
            }
          >
            <Typography>{intl.formatMessage({ id: 'translations.stale.message' }, { language })}</Typography>
            {source.versionID === null && <Typography variant="body2">{intl.formatMessage({ id: 'translations.changes.unavailable' })}</Typography>}
            {!showing && <ErrorList errors={errors} describe={describe} />}
          </Alert>
        )}
      </Box>
      {showing && typeof source?.versionID === 'number' && headVersionID !== null && (
        <VersionCompareDialog
          open
          fromId={source.versionID}
          toId={headVersionID}
          title={intl.formatMessage({ id: 'translations.changes.title' }, { language })}
          onClose={() => setShowing(false)}
          actions={
            <>
              <Box sx={{ flex: 1 }}>
                <ErrorList errors={errors} describe={describe} />
              </Box>
              {markButton}
            </>
          }
        />
      )}
    </>
  );
}
