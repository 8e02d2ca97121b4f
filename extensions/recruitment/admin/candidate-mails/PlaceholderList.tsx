import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '@blokwerk/admin/extension';
import { PLACEHOLDERS, type Placeholder } from '../../server/candidate-mails/placeholder-names.js';

/** The placeholders a template may use, each a button that inserts it where the cursor was. */
export function PlaceholderList({ onInsert }: { onInsert(placeholder: string): void }) {
  const text = useText();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography variant="subtitle2" component="legend" sx={{ mb: 0.5 }}>
        {text('candidateMails.placeholders')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {PLACEHOLDERS.map((name: Placeholder) => (
          <li key={name}>
            {/* Keeps the field's focus and cursor: the insertion goes where the recruiter was typing. */}
            <Button
              size="small"
              variant="outlined"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onInsert(`{${name}}`)}
              sx={{ textTransform: 'none', mr: 1 }}
            >
              {`{${name}}`}
            </Button>
            <Typography component="span" variant="body2">
              {text(`candidateMails.placeholder.${name}`)}
            </Typography>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
