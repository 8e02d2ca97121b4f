import CategoryIcon from '@mui/icons-material/Category';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMatch } from 'react-router';
import { pageTypeOverviewPath, paths } from '../routing/paths';
import { NavItem } from './NavItem';

/** A page type as the navigation needs it: its id and its label. */
export interface PageTypeNavEntry {
  id: string;
  label: string;
}

interface PageTypesNavProps {
  pageTypes: readonly PageTypeNavEntry[];
  onNavigate(): void;
}

/** The "Page types" submenu: one entry per page type, nothing at all while there are none. */
export function PageTypesNav({ pageTypes, onNavigate }: PageTypesNavProps) {
  const intl = useIntl();
  const listId = useId();
  const insideTypeOverview = useMatch(paths.pageTypeOverview) !== null;
  const [open, setOpen] = useState(insideTypeOverview);

  if (pageTypes.length === 0) return null;

  return (
    <>
      <ListItem disablePadding>
        <ListItemButton aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          <ListItemIcon>
            <CategoryIcon />
          </ListItemIcon>
          <ListItemText primary={intl.formatMessage({ id: 'nav.pageTypes' })} />
          {open ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
      </ListItem>
      <Collapse component="li" in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {pageTypes.map((pageType) => (
            <NavItem key={pageType.id} to={pageTypeOverviewPath(pageType.id)} label={pageType.label} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
