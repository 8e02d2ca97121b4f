import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorItemsOf } from '../../api/errorItems';
import { ErrorList } from '../../components/ErrorList';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import type { FieldLabelOverrides } from '../../i18n/fieldLabels';
import { languageAutonym } from '../../i18n/languageNames';
import { useSubmission } from '../../lib/useSubmission';
import { AppearanceSection } from './AppearanceSection';
import { BlockingChecksSection } from './BlockingChecksSection';
import { ContentMigrationsSection } from './ContentMigrationsSection';
import { FooterSection } from './FooterSection';
import { IdentitySection } from './IdentitySection';
import { MailSenderSection } from './MailSenderSection';
import { PagesSection } from './PagesSection';
import { SocialSection } from './SocialSection';
import { SiteSettingsScreenQuery, UpdateSiteSettingsMutation } from './siteSettingsDocuments';
import { chosenPageId, formOf, type SiteSettingsForm } from './siteSettingsForm';
import { useChosenPages } from './useChosenPages';

/** The names of the properties the server's errors point at. */
const LABELS: FieldLabelOverrides = {
  logoId: 'siteSettings.logo',
  faviconId: 'siteSettings.favicon',
  shareImageId: 'siteSettings.shareImage',
  primary: 'siteSettings.colour.primary',
  primaryText: 'siteSettings.colour.primaryText',
  accentText: 'siteSettings.colour.accentText',
  text: 'siteSettings.colour.text',
  label: 'siteSettings.link.label',
  url: 'siteSettings.link.urlField',
  name: 'siteSettings.mailSender.name',
  address: 'siteSettings.mailSender.address',
};

/** Site settings (manage-settings): identity, footer, social profiles, appearance, home and 404 page, mail sender. */
export function SiteSettingsScreen() {
  const { data, error } = useQuery(SiteSettingsScreenQuery, { fetchPolicy: 'network-only' });
  if (error)
    return (
      <>
        <ScreenTitle id="siteSettings.title" />
        <ErrorList errors={errorItemsOf(error)} />
      </>
    );
  if (!data)
    return (
      <>
        <ScreenTitle id="siteSettings.title" />
        <Loading />
      </>
    );
  return (
    <>
      <SiteSettingsEditor
        initial={formOf(data.siteSettings)}
        locales={data.settings.availableLocales}
        defaultLocale={data.settings.defaultLocale}
        networks={data.socialNetworks}
      />
      {/* Outside the settings form: its actions are its own, none of them waits for Save. */}
      <Box sx={{ mt: 3 }}>
        <ContentMigrationsSection />
      </Box>
    </>
  );
}

interface EditorProps {
  initial: SiteSettingsForm;
  locales: readonly string[];
  defaultLocale: string;
  networks: readonly { id: string; name: string }[];
}

function SiteSettingsEditor({ initial, locales, defaultLocale, networks }: EditorProps) {
  const intl = useIntl();
  const [form, setForm] = useState(initial);
  const [locale, setLocale] = useState(defaultLocale);
  const [saved, setSaved] = useState(false);
  const [save] = useMutation(UpdateSiteSettingsMutation);
  const { pending, errors, run } = useSubmission();
  const chosenPageIds = [...form.homePages, ...form.notFoundPages, ...form.footerLinks].flatMap((entry) => chosenPageId(entry) ?? []);
  const { pages, remember } = useChosenPages(chosenPageIds);
  const update = (change: Partial<SiteSettingsForm>) => {
    setSaved(false);
    setForm((current) => ({ ...current, ...change }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setSaved(await run(() => save({ variables: { input: form } })));
  };
  const sectionProps = { form, locale, update, pages, remember };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      <ScreenTitle id="siteSettings.title" />
      <TextField
        select
        id="site-settings-locale"
        label={intl.formatMessage({ id: 'siteSettings.locale' })}
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
        sx={{ maxWidth: 320 }}
      >
        {locales.map((code) => (
          <MenuItem key={code} value={code}>
            {languageAutonym(code)}
          </MenuItem>
        ))}
      </TextField>
      <IdentitySection {...sectionProps} />
      <FooterSection {...sectionProps} />
      <SocialSection {...sectionProps} networks={networks} />
      <AppearanceSection {...sectionProps} />
      <PagesSection {...sectionProps} />
      <MailSenderSection {...sectionProps} />
      <BlockingChecksSection />
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Button type="submit" variant="contained" loading={pending} sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'siteSettings.save' })}
        </Button>
        <ErrorList errors={errors} labels={LABELS} title={intl.formatMessage({ id: 'siteSettings.saveFailed' })} />
        {saved && <Alert severity="success">{intl.formatMessage({ id: 'siteSettings.saved' })}</Alert>}
      </Stack>
    </Stack>
  );
}
