import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyIcon from '@mui/icons-material/Key';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import PeopleIcon from '@mui/icons-material/People';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import WebhookIcon from '@mui/icons-material/Webhook';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../routing/paths';
import { SCREEN_PERMISSIONS, type GatedScreen } from '../auth/permissions';
import { useAuth } from '../auth/useAuth';
import type { MessageId } from '../i18n/messages';
import { HostMenuNav } from './HostMenuNav';
import { NavItem } from './NavItem';
import { PageTypesNav, type PageTypeNavEntry } from './PageTypesNav';
import { useWaitingRequestCount } from './useWaitingRequestCount';

interface NavigationMenuProps {
  pageTypes: readonly PageTypeNavEntry[];
  /** Called when an entry is followed (the small-screen drawer closes). */
  onNavigate(): void;
  onLogout(): void;
}

/** The left navigation; gated entries only with their permission (auth/permissions.ts). */
export function NavigationMenu({ pageTypes, onNavigate, onLogout }: NavigationMenuProps) {
  const intl = useIntl();
  const siteStructureId = useId();
  const { canAny } = useAuth();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const may = (screen: GatedScreen) => canAny(SCREEN_PERMISSIONS[screen]);
  const waiting = useWaitingRequestCount(may('publicationRequests'));
  // Following an entry also asks the waiting requests again.
  const navigated = () => {
    onNavigate();
    waiting.refresh();
  };
  const { count } = waiting;

  return (
    <Box component="nav" aria-label={text('nav.label')} sx={{ overflowY: 'auto' }}>
      {/* Beside the list, not inside it: a list holds list items only. */}
      <ListSubheader id={siteStructureId} component="div">
        {text('nav.siteStructure')}
      </ListSubheader>
      <List aria-labelledby={siteStructureId} sx={{ pt: 0 }}>
        <NavItem to={paths.pageOverview} end label={text('nav.pageOverview')} icon={<ViewListIcon />} onNavigate={navigated} />
        {may('menuStructure') && <NavItem to={paths.menuStructure} label={text('nav.menuStructure')} icon={<AccountTreeIcon />} onNavigate={navigated} />}
      </List>
      <Divider />
      <List>
        {/* SPEC §2 names "Pages" beside "Page overview": both open the pages of every type. */}
        <NavItem to={paths.pageOverview} end label={text('nav.pages')} icon={<DescriptionIcon />} onNavigate={navigated} />
        {may('newPage') && <NavItem to={paths.newPage} label={text('nav.newPage')} icon={<NoteAddIcon />} onNavigate={navigated} />}
        <PageTypesNav pageTypes={pageTypes} onNavigate={navigated} />
        <NavItem to={paths.mediaLibrary} label={text('nav.mediaLibrary')} icon={<PermMediaIcon />} onNavigate={navigated} />
        <HostMenuNav onNavigate={navigated} />
        {may('publicationRequests') && (
          <NavItem
            to={paths.publicationRequests}
            label={text('nav.publicationRequests')}
            icon={<FactCheckIcon />}
            badge={
              count
                ? { count, name: intl.formatMessage({ id: 'nav.publicationRequests.waiting' }, { label: text('nav.publicationRequests'), count }) }
                : undefined
            }
            onNavigate={navigated}
          />
        )}
        {may('releases') && <NavItem to={paths.releases} label={text('nav.releases')} icon={<NewReleasesIcon />} onNavigate={navigated} />}
        {may('users') && (
          <>
            <NavItem to={paths.users} label={text('nav.userManagement')} icon={<PeopleIcon />} onNavigate={navigated} />
            <NavItem to={paths.roles} label={text('nav.roles')} icon={<VerifiedUserIcon />} nested onNavigate={navigated} />
          </>
        )}
        {may('searchIndex') && <NavItem to={paths.searchIndex} label={text('nav.searchIndex')} icon={<ManageSearchIcon />} onNavigate={navigated} />}
        {may('accessTokens') && <NavItem to={paths.accessTokens} label={text('nav.accessTokens')} icon={<KeyIcon />} onNavigate={navigated} />}
        {may('siteSettings') && <NavItem to={paths.siteSettings} label={text('nav.siteSettings')} icon={<TuneIcon />} onNavigate={navigated} />}
        {may('webhooks') && <NavItem to={paths.webhooks} label={text('nav.webhooks')} icon={<WebhookIcon />} onNavigate={navigated} />}
        <NavItem to={paths.userSettings} label={text('nav.settings')} icon={<SettingsIcon />} onNavigate={navigated} />
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} aria-haspopup="dialog">
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={text('nav.logout')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
