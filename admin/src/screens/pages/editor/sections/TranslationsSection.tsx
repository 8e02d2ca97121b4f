import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { pageEditorPath } from '../../../../routing/paths';
import { errorItemsOf } from '../../../../api/errorItems';
import { useAuth } from '../../../../auth/useAuth';
import { ErrorList } from '../../../../components/ErrorList';
import { pageHref } from '../../../../components/links/pagePaths';
import { RichTextLinkSettings } from '../../../../components/rich-text/richTextDocuments';
import { Loading } from '../../../../components/Loading';
import type { TranslationStatusQuery as StatusData } from '../../../../gql/graphql';
import { TranslationStateChip } from '../../TranslationStateChip';
import { TranslationStatusQuery } from '../translationDocuments';
import { EditorSection } from './EditorSection';

type LocaleStatus = StatusData['translationStatus'][number];

interface TranslationsSectionProps {
  pageId: number;
  /** The site's locales without this page's and its siblings' (none left: nothing to add). */
  onAdd(freeLocales: string[]): void;
  availableLocales: readonly string[];
  locale: string;
}

/**
 * The Translations section: every locale of the page's group with where it stands (draft, in
 * review, published, out of date), a link to edit each, and adding one.
 */
export function TranslationsSection({ pageId, onAdd, availableLocales, locale }: TranslationsSectionProps) {
  const intl = useIntl();
  const { can } = useAuth();
  const { data, loading, error } = useQuery(TranslationStatusQuery, { variables: { id: pageId }, fetchPolicy: 'cache-and-network' });
  // The site's paths leave the default locale out (/over-ons, /en/about-us); the editor's own settings query has it cached.
  const defaultLocale = useQuery(RichTextLinkSettings).data?.settings.defaultLocale;
  const locales = data?.translationStatus ?? [];
  const taken = new Set([locale, ...locales.map((variant) => variant.locale)]);
  const free = availableLocales.filter((code) => !taken.has(code));
  const hasTranslations = locales.length > 1;

  return (
    <EditorSection
      heading="editor.section.translations"
      actions={
        can('create-page') && (
          <Button variant="outlined" startIcon={<TranslateIcon />} disabled={free.length === 0 || !data} onClick={() => onAdd(free)} aria-haspopup="dialog">
            {intl.formatMessage({ id: 'editor.translations.add' })}
          </Button>
        )
      }
    >
      {loading && !data && <Loading />}
      {error && <ErrorList errors={errorItemsOf(error)} />}
      {data && !hasTranslations && <Typography color="text.secondary">{intl.formatMessage({ id: 'editor.translations.none' })}</Typography>}
      {hasTranslations && (
        <List aria-label={intl.formatMessage({ id: 'translations.panel.list' })}>
          {locales.map((variant) => (
            <ListItem
              key={variant.pageID}
              disablePadding
              secondaryAction={defaultLocale !== undefined && <SitePathLink href={pageHref(variant, defaultLocale)} />}
            >
              <LocaleRow variant={variant} current={variant.pageID === pageId} />
            </ListItem>
          ))}
        </List>
      )}
    </EditorSection>
  );
}

/** One locale: its language (a link to its editor, unless it is this page) and its state. */
function LocaleRow({ variant, current }: { variant: LocaleStatus; current: boolean }) {
  const intl = useIntl();
  const name = intl.formatDisplayName(variant.locale, { type: 'language' }) ?? variant.locale;
  const language = intl.formatMessage({ id: 'locale.option' }, { name, code: variant.locale });
  const details = (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
      <TranslationStateChip state={variant.status} />
      {variant.isSource && <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'translations.panel.source' })} />}
      {variant.published && variant.hasUnpublishedChanges && (
        <Typography component="span" variant="caption" color="text.secondary">
          {intl.formatMessage({ id: 'translations.panel.unpublishedChanges' })}
        </Typography>
      )}
    </Box>
  );
  const text = (
    <ListItemText
      primary={current ? `${language} · ${intl.formatMessage({ id: 'translations.panel.thisPage' })}` : language}
      secondary={details}
      slotProps={{ secondary: { component: 'span' } }}
    />
  );
  if (current) return <Box sx={{ px: 2, py: 1 }}>{text}</Box>;
  // The link's name is its language and state ("Dutch (nl) Published source").
  return (
    <ListItemButton component={RouterLink} to={pageEditorPath(variant.pageID)}>
      {text}
    </ListItemButton>
  );
}

/** The locale variant where visitors find it, as the site answers it. */
function SitePathLink({ href }: { href: string }) {
  return (
    <Link href={href} sx={{ fontFamily: 'monospace' }}>
      {href}
    </Link>
  );
}
