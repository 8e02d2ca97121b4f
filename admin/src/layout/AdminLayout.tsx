import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { DRAWER_WIDTH } from './theme';
import { ListSkeleton } from '../components/ListSkeleton';
import { AccountLink } from './AccountLink';
import { DatabaseOutageBanner } from './DatabaseOutageBanner';
import { LanguageSelect } from './LanguageSelect';
import { LogoutDialog } from './LogoutDialog';
import { NavigationMenu } from './NavigationMenu';
import { SkipLink } from './SkipLink';
import { useNavigationPageTypes } from './useNavigationPageTypes';

const MAIN_ID = 'main-content';

/** AppBar, left navigation (permanent on wide screens, a drawer on small ones) and the screen. */
export function AdminLayout() {
  const intl = useIntl();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const pageTypes = useNavigationPageTypes();

  const navigation = (
    <NavigationMenu
      pageTypes={pageTypes}
      onNavigate={() => setDrawerOpen(false)}
      onLogout={() => {
        setDrawerOpen(false);
        setLogoutOpen(true);
      }}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_ID} />
      {/* Above the permanent drawer; below the small-screen drawer, which covers everything. */}
      <AppBar position="fixed" sx={wide ? { zIndex: theme.zIndex.drawer + 1 } : undefined}>
        <Toolbar sx={{ gap: 2 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={intl.formatMessage({ id: 'appBar.openNavigation' })}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
            {intl.formatMessage({ id: 'app.name' })}
          </Typography>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, pt: 1, px: 1, pb: 0.5 }}>
            <LanguageSelect />
          </Box>
          <AccountLink />
        </Toolbar>
      </AppBar>
      {wide ? (
        <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}>
          <Toolbar />
          {navigation}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {navigation}
        </Drawer>
      )}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <DatabaseOutageBanner />
        <Suspense fallback={<ListSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </Box>
  );
}
