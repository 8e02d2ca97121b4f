import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PublicationPageFieldsFragment } from '../../gql/graphql';
import { PUBLICATION_STATE_LABELS, publicationStateOf, type PublicationState } from './publicationState';

const STATE_COLORS: Record<PublicationState, ChipProps['color']> = {
  draft: 'default',
  pending: 'info',
  published: 'success',
  changed: 'warning',
};

function SummaryEntry({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A div may group a term with its description inside a dl.
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

interface PageSummaryProps {
  page: PublicationPageFieldsFragment;
}

/** Path, language and publication state of a page, as a description list under its heading. */
export function PageSummary({ page }: PageSummaryProps) {
  const intl = useIntl();
  const headingId = useId();
  const state = publicationStateOf(page);
  const language = intl.formatDisplayName(page.locale, { type: 'language' }) ?? page.locale;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'pageEditor.details' })}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, alignItems: 'center', m: 0 }}>
        <SummaryEntry label={intl.formatMessage({ id: 'pageEditor.path' })}>
          <code>/{page.slug}</code>
        </SummaryEntry>
        <SummaryEntry label={intl.formatMessage({ id: 'pageEditor.locale' })}>
          {intl.formatMessage({ id: 'locale.option' }, { name: language, code: page.locale })}
        </SummaryEntry>
        <SummaryEntry label={intl.formatMessage({ id: 'pageEditor.state' })}>
          <Chip
            size="small"
            label={intl.formatMessage({ id: PUBLICATION_STATE_LABELS[state] })}
            color={STATE_COLORS[state]}
            variant={state === 'draft' ? 'outlined' : 'filled'}
          />
        </SummaryEntry>
      </Box>
    </Box>
  );
}
