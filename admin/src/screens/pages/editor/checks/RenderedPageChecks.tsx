import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { storedBlocks, storedFields, type Draft } from '../content';
import { previewPath } from '../../preview/previewPath';
import { CreatePreviewDraftMutation } from '../../preview/previewDocuments';
import { auditRenderedPage, type RenderedViolation } from './renderedPageAudit';

type Audit = { state: 'idle' | 'running' | 'failed' } | { state: 'done'; violations: RenderedViolation[] };

interface RenderedPageChecksProps {
  pageId: number;
  versionId: number;
  /** The unsaved draft, checked as the live preview shows it; null when the stored version is current. */
  draft: Draft | null;
}

/** axe-core's accessibility checks of the page as the site renders it, run on demand. */
export function RenderedPageChecks({ pageId, versionId, draft }: RenderedPageChecksProps) {
  const intl = useIntl();
  const headingId = useId();
  const [createDraft] = useMutation(CreatePreviewDraftMutation);
  const [audit, setAudit] = useState<Audit>({ state: 'idle' });

  /** The site path showing what the editor sees: a preview draft of unsaved changes, else the version. */
  const pathToCheck = async () => {
    if (!draft) return previewPath(versionId);
    const input = { pageID: pageId, title: draft.title, seoTitle: draft.seoTitle, blocks: storedBlocks(draft.blocks), typeData: storedFields(draft.typeData) };
    const token = (await createDraft({ variables: { input } })).data?.createPreviewDraft.token;
    if (!token) throw new Error('no preview draft');
    return `/-/preview/draft/${token}`;
  };

  const run = async () => {
    setAudit({ state: 'running' });
    try {
      setAudit({ state: 'done', violations: await auditRenderedPage(await pathToCheck(), intl.formatMessage({ id: 'checks.rendered.frame' })) });
    } catch {
      setAudit({ state: 'failed' });
    }
  };

  const status =
    audit.state === 'running'
      ? intl.formatMessage({ id: 'checks.rendered.running' })
      : audit.state === 'failed'
        ? intl.formatMessage({ id: 'checks.rendered.failed' })
        : audit.state === 'done'
          ? intl.formatMessage({ id: audit.violations.length ? 'checks.rendered.found' : 'checks.rendered.none' }, { count: audit.violations.length })
          : '';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pt: 2, mt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {intl.formatMessage({ id: 'checks.rendered.heading' })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'checks.rendered.intro' })}
      </Typography>
      <Button variant="outlined" size="small" onClick={() => void run()} loading={audit.state === 'running'}>
        {intl.formatMessage({ id: 'checks.rendered.run' })}
      </Button>
      <Typography component="output" aria-live="polite" variant="body2" sx={{ display: 'block', mt: 1 }}>
        {status}
      </Typography>
      {audit.state === 'done' && audit.violations.length > 0 && (
        <List dense disablePadding aria-label={intl.formatMessage({ id: 'checks.rendered.heading' })}>
          {audit.violations.map((violation) => (
            <ListItem key={violation.id} disableGutters sx={{ display: 'block' }}>
              <Typography variant="body2">
                <Link href={violation.helpUrl} target="_blank" rel="noopener noreferrer">
                  {violation.help}
                </Link>{' '}
                ({intl.formatMessage({ id: 'checks.rendered.elements' }, { count: violation.elements })})
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
