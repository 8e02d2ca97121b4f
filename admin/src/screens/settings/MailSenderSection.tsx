import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { SettingsSection } from '../../components/SettingsSection';
import type { SectionProps } from './IdentitySection';

/** Who every mail of the site comes from (password mails, the extensions' mails); both empty: the server's default. */
export function MailSenderSection({ form, update }: SectionProps) {
  const intl = useIntl();
  const sender = form.mailSender ?? { name: '', address: '' };
  const change = (part: Partial<typeof sender>) => {
    const next = { ...sender, ...part };
    update({ mailSender: next.name || next.address ? next : null });
  };
  return (
    <SettingsSection title={intl.formatMessage({ id: 'siteSettings.mailSender' })}>
      <Stack spacing={3}>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'siteSettings.mailSender.hint' })}
        </Typography>
        <TextField
          id="site-settings-mail-sender-name"
          label={intl.formatMessage({ id: 'siteSettings.mailSender.name' })}
          value={sender.name}
          onChange={(event) => change({ name: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          id="site-settings-mail-sender-address"
          type="email"
          label={intl.formatMessage({ id: 'siteSettings.mailSender.address' })}
          value={sender.address}
          onChange={(event) => change({ address: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
      </Stack>
    </SettingsSection>
  );
}
