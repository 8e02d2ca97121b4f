import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ReleaseDetailFieldsFragment } from '../../gql/graphql';
import { CheckProblems } from '../../components/checks/CheckProblems';

type Item = ReleaseDetailFieldsFragment['items'][number];

function ItemProblems({ item }: { item: Item }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {intl.formatMessage({ id: 'releases.problems.item' }, { title: item.pageTitle, locale: item.pageLocale })}
      </Typography>
      <CheckProblems problems={item.problems} headingLevel="h4" contextId={headingId} />
    </Box>
  );
}

/** The problems the content checks still find in each pinned version, for whoever reviews the release. */
export function ReleaseItemProblems({ items }: { items: readonly Item[] }) {
  const intl = useIntl();
  const headingId = useId();
  const withProblems = items.filter((item) => item.problems.length > 0);
  if (withProblems.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {intl.formatMessage({ id: 'releases.problems.heading' })}
      </Typography>
      {withProblems.map((item) => (
        <ItemProblems key={item.id} item={item} />
      ))}
    </Box>
  );
}
