import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Draft } from '../content';
import { EditorSection } from '../sections/EditorSection';
import { ProblemList } from '../../../../components/checks/ProblemList';
import { RenderedPageChecks } from './RenderedPageChecks';
import type { ContentChecks } from './useContentChecks';

interface ChecksSectionProps {
  checks: ContentChecks;
  pageId: number;
  versionId: number;
  /** The unsaved draft (null when the stored version is current), for the rendered page's check. */
  draft: Draft | null;
  /** The page's blocks in order, named as the editor names them. */
  blocks: readonly { key: string; name: string }[];
  onGoToBlock(key: string): void;
}

/** The editor's Checks section: the content checks' problems of the draft, and axe on the rendered page. */
export function ChecksSection({ checks, pageId, versionId, draft, blocks, onGoToBlock }: ChecksSectionProps) {
  const intl = useIntl();
  const { problems, checking } = checks;
  return (
    <EditorSection heading="checks.heading">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'checks.intro' })}
      </Typography>
      <Typography component="output" aria-live="polite" variant="body2" sx={{ display: 'block', mb: 1 }}>
        {problems === null || checking
          ? intl.formatMessage({ id: 'checks.checking' })
          : intl.formatMessage({ id: 'checks.summary' }, { count: problems.length })}
      </Typography>
      {problems && <ProblemList problems={problems} blocks={blocks} onGoToBlock={onGoToBlock} />}
      <RenderedPageChecks pageId={pageId} versionId={versionId} draft={draft} />
    </EditorSection>
  );
}
