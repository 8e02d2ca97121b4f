import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { useAuth } from '../../auth/useAuth';
import { ScreenTitle } from '../../components/ScreenTitle';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import { ProfileImageForm } from './ProfileImageForm';
import { SettingsSection } from '../../components/SettingsSection';

/** /cmsadmin/user/settings: the signed-in user's profile, profile image and password. */
export function UserSettingsScreen() {
  const intl = useIntl();
  const { user } = useAuth();
  // The signed-in routes render only with a session (app/App.tsx).
  if (!user) return null;
  return (
    <>
      <ScreenTitle id="screen.userSettings.title" />
      <Stack spacing={3}>
        <SettingsSection title={intl.formatMessage({ id: 'settings.profile.title' })}>
          <ProfileForm user={user} />
        </SettingsSection>
        <SettingsSection title={intl.formatMessage({ id: 'settings.image.title' })}>
          <ProfileImageForm user={user} />
        </SettingsSection>
        <SettingsSection title={intl.formatMessage({ id: 'settings.password.title' })}>
          <ChangePasswordForm email={user.email} />
        </SettingsSection>
      </Stack>
    </>
  );
}
