import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { PagePicker } from '../../components/links/PagePicker';
import type { FooterLinkInput } from '../../gql/graphql';
import { SettingsSection } from '../../components/SettingsSection';
import type { PagesSectionProps } from './PagesSection';
import { chosenPageId, inLocale, linksToUrl, withLocale } from './siteSettingsForm';

/** The footer text and links of the chosen locale; a link leads to a page of it or to a web address. */
export function FooterSection({ form, locale, update, pages, remember }: PagesSectionProps) {
  const intl = useIntl();
  const text = inLocale(form.footerText, locale)?.value ?? '';
  const links = form.footerLinks.filter((link) => link.locale === locale);
  const setLinks = (next: FooterLinkInput[]) => update({ footerLinks: [...form.footerLinks.filter((link) => link.locale !== locale), ...next] });
  const change = (index: number, link: FooterLinkInput) => setLinks(links.map((old, i) => (i === index ? link : old)));

  return (
    <SettingsSection title={intl.formatMessage({ id: 'siteSettings.footer' })}>
      <Stack spacing={2}>
        <TextField
          id="site-settings-footer-text"
          label={intl.formatMessage({ id: 'siteSettings.footerText' })}
          value={text}
          multiline
          minRows={2}
          onChange={(event) =>
            update({ footerText: withLocale(form.footerText, locale, event.target.value ? { locale, value: event.target.value } : undefined) })
          }
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Typography variant="subtitle2" component="h3">
          {intl.formatMessage({ id: 'siteSettings.footerLinks' })}
        </Typography>
        {links.map((link, index) => {
          const number = index + 1;
          const pageId = chosenPageId(link);
          const page = pageId === undefined ? null : (pages.get(pageId) ?? null);
          return (
            <Paper key={index} variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    fullWidth
                    label={`${intl.formatMessage({ id: 'siteSettings.link.label' })} ${number}`}
                    value={link.label}
                    onChange={(event) => change(index, { ...link, label: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                  />
                  <IconButton
                    aria-label={intl.formatMessage({ id: 'siteSettings.link.remove' }, { number })}
                    onClick={() => setLinks(links.filter((_, i) => i !== index))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
                <RadioGroup
                  row
                  aria-label={intl.formatMessage({ id: 'siteSettings.link.target' })}
                  value={linksToUrl(link) ? 'url' : 'page'}
                  onChange={(event) => change(index, event.target.value === 'url' ? { ...link, pageId: null, url: '' } : { ...link, pageId: null, url: null })}
                >
                  <FormControlLabel value="page" control={<Radio />} label={intl.formatMessage({ id: 'siteSettings.link.page' })} />
                  <FormControlLabel value="url" control={<Radio />} label={intl.formatMessage({ id: 'siteSettings.link.url' })} />
                </RadioGroup>
                {!linksToUrl(link) ? (
                  <PagePicker
                    key={`${locale}-${page?.id ?? 'none'}`}
                    label={intl.formatMessage({ id: 'siteSettings.link.pageField' })}
                    locale={locale}
                    value={page}
                    onChange={(chosen) => {
                      if (chosen) remember(chosen);
                      change(index, { ...link, pageId: chosen?.id ?? null });
                    }}
                  />
                ) : (
                  <TextField
                    type="url"
                    label={intl.formatMessage({ id: 'siteSettings.link.urlField' })}
                    value={link.url ?? ''}
                    onChange={(event) => change(index, { ...link, url: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: 2000 } }}
                  />
                )}
              </Stack>
            </Paper>
          );
        })}
        <Button startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => setLinks([...links, { locale, label: '', pageId: null, url: null }])}>
          {intl.formatMessage({ id: 'siteSettings.link.add' })}
        </Button>
      </Stack>
    </SettingsSection>
  );
}
