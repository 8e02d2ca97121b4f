import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { NavLink, useMatch } from 'react-router';

interface NavItemProps {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Only the exact path counts as current (for the index route). */
  end?: boolean;
  nested?: boolean;
  onNavigate(): void;
}

/** A navigation entry; NavLink marks the current one with aria-current="page". */
export function NavItem({ to, label, icon, end = false, nested = false, onNavigate }: NavItemProps) {
  const current = useMatch({ path: to, end }) !== null;
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} end={end} selected={current} onClick={onNavigate} sx={nested ? { pl: 4 } : undefined}>
        {icon && <ListItemIcon>{icon}</ListItemIcon>}
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
