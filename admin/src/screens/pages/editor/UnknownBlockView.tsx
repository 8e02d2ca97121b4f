import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { EditorBlock } from './content';

/** Longest text a value shows: enough to recognise it, never a wall of HTML. */
const SHOWN_CHARACTERS = 120;

/** A stored value as one line of plain text: markup and structure flattened, long text cut. */
function plainValue(value: unknown): string {
  const text = typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ') : JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SHOWN_CHARACTERS ? `${line.slice(0, SHOWN_CHARACTERS)}…` : line;
}

/**
 * A block whose type the content model no longer declares (content-model/migrations): kept as
 * stored, shown read-only so the editor sees what it holds; the card's actions move or delete it.
 */
export function UnknownBlockView({ block }: { block: EditorBlock }) {
  const intl = useIntl();
  const { values, images, files } = block.content;
  const rows = [
    ...Object.entries(values).map(([name, value]) => [name, plainValue(value)] as const),
    ...Object.entries({ ...images, ...files }).map(
      ([name, entries]) => [name, intl.formatMessage({ id: 'unknownBlock.files' }, { count: entries.length })] as const,
    ),
  ];
  return (
    <Box data-unknown-block={block.type}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <strong>{intl.formatMessage({ id: 'unknownBlock.badge' })}</strong>
        {' · '}
        {intl.formatMessage({ id: 'editor.block.unknownType' }, { type: block.type })} {intl.formatMessage({ id: 'unknownBlock.help' })}
      </Alert>
      <Typography component="h4" variant="subtitle2">
        {intl.formatMessage({ id: 'unknownBlock.contents' })}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{intl.formatMessage({ id: 'unknownBlock.empty' })}</Typography>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {rows.map(([name, shown]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {shown}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
