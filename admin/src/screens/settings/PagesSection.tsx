import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { PagePicker } from '../../components/links/PagePicker';
import type { LinkedPage } from '../../components/links/linkDocuments';
import { SettingsSection } from '../../components/SettingsSection';
import type { SectionProps } from './IdentitySection';
import { inLocale, withLocale } from './siteSettingsForm';

export interface PagesSectionProps extends SectionProps {
  pages: ReadonlyMap<number, LinkedPage>;
  remember(page: LinkedPage): void;
}

/** The home page and the 404 page of the chosen locale, picked among that locale's pages. */
export function PagesSection({ form, locale, update, pages, remember }: PagesSectionProps) {
  const intl = useIntl();
  const picker = (
    field: 'homePages' | 'notFoundPages',
    label: 'siteSettings.homePage' | 'siteSettings.notFoundPage',
    hint: 'siteSettings.homePage.hint' | 'siteSettings.notFoundPage.hint',
  ) => {
    const chosen = inLocale(form[field], locale)?.pageId;
    return (
      <Stack spacing={0.5}>
        <PagePicker
          // Remounted once the chosen page is known, so its title fills the input.
          key={`${field}-${locale}-${chosen !== undefined && pages.has(chosen) ? chosen : 'none'}`}
          label={intl.formatMessage({ id: label })}
          locale={locale}
          value={chosen === undefined ? null : (pages.get(chosen) ?? null)}
          onChange={(page) => {
            if (page) remember(page);
            update({ [field]: withLocale(form[field], locale, page ? { locale, pageId: page.id } : undefined) });
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: hint })}
        </Typography>
      </Stack>
    );
  };
  return (
    <SettingsSection title={intl.formatMessage({ id: 'siteSettings.pages' })}>
      <Stack spacing={3}>
        {picker('homePages', 'siteSettings.homePage', 'siteSettings.homePage.hint')}
        {picker('notFoundPages', 'siteSettings.notFoundPage', 'siteSettings.notFoundPage.hint')}
      </Stack>
    </SettingsSection>
  );
}
