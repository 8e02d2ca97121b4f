import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** Where a locale variant stands, most pressing first (server: pages/translation-operations.ts). */
const STATES = {
  // Warning orange text fails contrast on white: the icon carries the colour, the words stay dark.
  'out-of-date': { label: 'translations.status.out-of-date', color: 'default' },
  'in-review': { label: 'translations.status.in-review', color: 'info' },
  published: { label: 'translations.status.published', color: 'success' },
  draft: { label: 'translations.status.draft', color: 'default' },
} as const satisfies Record<string, { label: MessageId; color: ChipProps['color'] }>;

export type TranslationState = keyof typeof STATES;

const isState = (value: string): value is TranslationState => Object.hasOwn(STATES, value);

/** A translation's state as a chip, coloured like the overview's publication chips. */
export function TranslationStateChip({ state }: { state: string }) {
  const intl = useIntl();
  if (!isState(state)) return null;
  const { label, color } = STATES[state];
  const outOfDate = state === 'out-of-date';
  return (
    <Chip
      size="small"
      label={intl.formatMessage({ id: label })}
      color={color}
      variant={state === 'draft' || outOfDate ? 'outlined' : 'filled'}
      icon={outOfDate ? <SyncProblemIcon color="warning" /> : undefined}
    />
  );
}
