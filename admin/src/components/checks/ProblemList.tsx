import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ContentCheckProblemFieldsFragment } from '../../gql/graphql';
import { problemText } from './problemText';
import { useCheckCatalogue, type CheckEntry } from './useCheckCatalogue';

type Problem = ContentCheckProblemFieldsFragment;

interface ProblemListProps {
  problems: readonly Problem[];
  /** The page's blocks in order, named as the editor names them; problems are grouped by them. */
  blocks?: readonly { key: string; name: string }[];
  /** Shows a "Go to block" button per block group. */
  onGoToBlock?(key: string): void;
  /** The groups' heading level: below the section's heading. */
  headingLevel?: 'h3' | 'h4';
  /** The id of the heading of what the problems are in, when a screen lists several (a release's items): names each group's region uniquely. */
  contextId?: string;
}

interface Group {
  key: string | null;
  name: string;
  problems: Problem[];
}

/** Page-level problems first, then each block's in page order. */
function grouped(problems: readonly Problem[], blocks: readonly { key: string; name: string }[], pageName: string, blockName: string): Group[] {
  const groups = new Map<string | null, Group>([[null, { key: null, name: pageName, problems: [] }]]);
  for (const block of blocks) groups.set(block.key, { key: block.key, name: block.name, problems: [] });
  for (const problem of problems) {
    const key = problem.blockKey ?? null;
    const group = groups.get(key) ?? { key, name: blockName, problems: [] };
    group.problems.push(problem);
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.problems.length > 0);
}

interface ProblemGroupProps {
  group: Group;
  catalogue: ReadonlyMap<string, CheckEntry>;
  onGoToBlock?(key: string): void;
  headingLevel: 'h3' | 'h4';
  contextId?: string;
}

function ProblemGroup({ group, catalogue, onGoToBlock, headingLevel, contextId }: ProblemGroupProps) {
  const intl = useIntl();
  const headingId = useId();
  const key = group.key;
  return (
    <Box component="section" aria-labelledby={contextId ? `${contextId} ${headingId}` : headingId} sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id={headingId} variant="subtitle1" component={headingLevel} sx={{ flexGrow: 1, fontWeight: 600 }}>
          {group.name}
        </Typography>
        {key !== null && onGoToBlock && (
          <Button size="small" onClick={() => onGoToBlock(key)} aria-label={intl.formatMessage({ id: 'checks.goToBlockNamed' }, { block: group.name })}>
            {intl.formatMessage({ id: 'checks.goToBlock' })}
          </Button>
        )}
      </Box>
      <List dense disablePadding>
        {group.problems.map((problem, index) => {
          const entry = catalogue.get(problem.check);
          const error = problem.severity === 'error';
          const Icon = error ? ErrorOutlineIcon : WarningAmberIcon;
          return (
            <ListItem key={`${problem.check}-${index}`} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
              <Icon
                fontSize="small"
                color={error ? 'error' : 'warning'}
                sx={{ mt: 0.25 }}
                titleAccess={intl.formatMessage({ id: error ? 'checks.severity.error' : 'checks.severity.warning' })}
              />
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="body2">{problemText(intl, problem, entry?.label)}</Typography>
                {entry?.blocking && (
                  <Chip size="small" color="error" variant="outlined" label={intl.formatMessage({ id: 'checks.blocking' })} sx={{ mt: 0.5 }} />
                )}
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** Content-check problems grouped by where they are: the page, then each block. */
export function ProblemList({ problems, blocks = [], onGoToBlock, headingLevel = 'h3', contextId }: ProblemListProps) {
  const intl = useIntl();
  const catalogue = useCheckCatalogue();
  return (
    <>
      {grouped(problems, blocks, intl.formatMessage({ id: 'checks.page' }), intl.formatMessage({ id: 'checks.block' })).map((group) => (
        <ProblemGroup
          key={group.key ?? 'page'}
          group={group}
          catalogue={catalogue}
          onGoToBlock={onGoToBlock}
          headingLevel={headingLevel}
          contextId={contextId}
        />
      ))}
    </>
  );
}
