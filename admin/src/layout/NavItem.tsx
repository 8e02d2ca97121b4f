import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { NavLink, useMatch } from 'react-router';
import { visuallyHidden } from '../components/visuallyHidden';

interface NavItemProps {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Only the exact path counts as current (for the index route). */
  end?: boolean;
  nested?: boolean;
  /** A count beside the label (say, requests waiting), with the entry's whole accessible name that tells it. */
  badge?: { count: number; name: string };
  onNavigate(): void;
}

/**
 * A navigation entry; NavLink marks the current one with aria-current="page". With a badge the
 * name comes from hidden text ('Applications, 2 new') and the visible label and count are hidden
 * from screen readers: an aria-label would differ from the visible text (axe:
 * label-content-name-mismatch), and a hidden ', 2 new' after the visible label would be read as
 * its own block ('Applications , 2 new').
 */
export function NavItem({ to, label, icon, end = false, nested = false, badge, onNavigate }: NavItemProps) {
  const current = useMatch({ path: to, end }) !== null;
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} end={end} selected={current} onClick={onNavigate} sx={nested ? { pl: 4 } : undefined}>
        {icon && <ListItemIcon>{icon}</ListItemIcon>}
        <ListItemText primary={label} aria-hidden={badge ? true : undefined} />
        {badge && (
          <>
            <Box component="span" sx={visuallyHidden}>
              {badge.name}
            </Box>
            <Box
              component="span"
              aria-hidden
              sx={{
                ml: 1,
                px: 1,
                minWidth: 24,
                borderRadius: 3,
                bgcolor: 'error.main',
                color: 'error.contrastText',
                fontSize: '0.75rem',
                fontWeight: 600,
                lineHeight: '20px',
                textAlign: 'center',
              }}
            >
              {badge.count}
            </Box>
          </>
        )}
      </ListItemButton>
    </ListItem>
  );
}
