import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';

/** First focusable element of the layout: jumps past the navigation to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Moving focus directly keeps the router's location (and history) untouched.
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <Link
      href={`#${targetId}`}
      onClick={skip}
      sx={(theme) => ({
        position: 'absolute',
        left: theme.spacing(1),
        top: theme.spacing(1),
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      <FormattedMessage id="skipLink" />
    </Link>
  );
}
