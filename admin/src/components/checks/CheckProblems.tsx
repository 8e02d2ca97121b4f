import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ContentCheckProblemFieldsFragment } from '../../gql/graphql';
import { ProblemList } from './ProblemList';

interface CheckProblemsProps {
  problems: readonly ContentCheckProblemFieldsFragment[];
  /** The groups' heading level, below the caller's heading. */
  headingLevel: 'h3' | 'h4';
  /** The id of the heading of what the problems are in, when a screen lists several. */
  contextId?: string;
}

/** A stored version's problems as a reviewer reads them (publication request, release): a count, then each problem by place. */
export function CheckProblems({ problems, headingLevel, contextId }: CheckProblemsProps) {
  const intl = useIntl();
  if (problems.length === 0) return <Typography color="text.secondary">{intl.formatMessage({ id: 'checks.review.none' })}</Typography>;
  return (
    <>
      <Typography component="output" aria-live="polite" variant="body2" sx={{ display: 'block' }}>
        {intl.formatMessage({ id: 'checks.summary' }, { count: problems.length })}
      </Typography>
      <ProblemList problems={problems} headingLevel={headingLevel} contextId={contextId} />
    </>
  );
}
