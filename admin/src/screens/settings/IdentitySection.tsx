import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { SettingsSection } from '../../components/SettingsSection';
import { SettingsImageField } from './SettingsImageField';
import { inLocale, withLocale, type FormUpdate, type SiteSettingsForm } from './siteSettingsForm';

interface SectionProps {
  form: SiteSettingsForm;
  locale: string;
  update: FormUpdate;
}

/** The site's name in the chosen locale, its logo, favicon and default sharing image. */
export function IdentitySection({ form, locale, update }: SectionProps) {
  const intl = useIntl();
  const name = inLocale(form.siteName, locale)?.value ?? '';
  return (
    <SettingsSection title={intl.formatMessage({ id: 'siteSettings.identity' })}>
      <Stack spacing={3}>
        <TextField
          id="site-settings-name"
          label={intl.formatMessage({ id: 'siteSettings.siteName' })}
          value={name}
          onChange={(event) => update({ siteName: withLocale(form.siteName, locale, event.target.value ? { locale, value: event.target.value } : undefined) })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <SettingsImageField label="siteSettings.logo" value={form.logoId} onChange={(logoId) => update({ logoId })} />
        <SettingsImageField label="siteSettings.favicon" value={form.faviconId} onChange={(faviconId) => update({ faviconId })} />
        <SettingsImageField
          label="siteSettings.shareImage"
          hint="siteSettings.shareImage.hint"
          value={form.shareImageId}
          onChange={(shareImageId) => update({ shareImageId })}
        />
      </Stack>
    </SettingsSection>
  );
}

export type { SectionProps };
