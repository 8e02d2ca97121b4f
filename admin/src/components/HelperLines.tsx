import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface HelperLinesProps {
  hint?: ReactNode;
  /** Error messages, one line each. */
  messages: readonly string[];
  /** "n / max", at the end of the first line. */
  counter?: string;
}

/** What a form field shows under itself: a hint, its error messages and a character counter. */
export function HelperLines({ hint, messages, counter }: HelperLinesProps) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 2 }}>
      <span>
        {hint !== undefined && (
          <Box component="span" sx={{ display: 'block' }}>
            {hint}
          </Box>
        )}
        {messages.map((text) => (
          <Box component="span" key={text} sx={{ display: 'block' }}>
            {text}
          </Box>
        ))}
      </span>
      {counter !== undefined && (
        <Box component="span" sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
          {counter}
        </Box>
      )}
    </Box>
  );
}

/** Whether HelperLines would show anything. */
export function hasHelperLines({ hint, messages, counter }: HelperLinesProps): boolean {
  return hint !== undefined || messages.length > 0 || counter !== undefined;
}
