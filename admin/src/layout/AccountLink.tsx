import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';
import { useAuth } from '../auth/useAuth';
import { UserAvatar } from '../components/UserAvatar';

/** The signed-in user in the app bar, leading to their settings. */
export function AccountLink() {
  const intl = useIntl();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <ButtonBase
      component={RouterLink}
      to={paths.userSettings}
      aria-label={intl.formatMessage({ id: 'appBar.account' }, { name: user.name })}
      sx={{ borderRadius: 5, p: 0.5, pr: { xs: 0.5, sm: 1.5 }, gap: 1, color: 'inherit' }}
    >
      <UserAvatar name={user.name} image={user.image} size={32} />
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontSize: 14 }}>
        {user.name}
      </Box>
    </ButtonBase>
  );
}
