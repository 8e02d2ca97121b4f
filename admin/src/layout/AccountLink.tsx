import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../routing/paths';
import { useAuth } from '../auth/useAuth';
import { UserAvatar } from '../components/UserAvatar';
import { visuallyHidden } from '../components/visuallyHidden';

/** The signed-in user in the app bar, leading to their settings. */
export function AccountLink() {
  const intl = useIntl();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <ButtonBase component={RouterLink} to={paths.userSettings} sx={{ borderRadius: 5, p: 0.5, pr: { xs: 0.5, sm: 1.5 }, gap: 1, color: 'inherit' }}>
      <UserAvatar name={user.name} image={user.image} size={32} />
      {/* Named by its content, not aria-label: a label without the avatar's visible initials fails "label in name". */}
      <Box component="span" sx={visuallyHidden}>
        {intl.formatMessage({ id: 'appBar.account' }, { name: user.name })}
      </Box>
      <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' }, fontSize: 14 }}>
        {user.name}
      </Box>
    </ButtonBase>
  );
}
