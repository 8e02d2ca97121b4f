import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { pageEditorPath } from '../../../../app/paths';
import { errorItemsOf } from '../../../../api/errorItems';
import { useAuth } from '../../../../auth/useAuth';
import { ErrorList } from '../../../../components/ErrorList';
import { pageHref } from '../../../../components/links/pagePaths';
import { RichTextLinkSettings } from '../../../../components/rich-text/richTextDocuments';
import { Loading } from '../../../../components/Loading';
import { PageSiblingsQuery } from '../editorDocuments';
import { EditorSection } from './EditorSection';

interface TranslationsSectionProps {
  pageId: number;
  /** The site's locales without this page's and its siblings' (none left: nothing to add). */
  onAdd(freeLocales: string[]): void;
  availableLocales: readonly string[];
  locale: string;
}

/** The Translations section: the page's siblings in other locales, to jump to, and adding one. */
export function TranslationsSection({ pageId, onAdd, availableLocales, locale }: TranslationsSectionProps) {
  const intl = useIntl();
  const { can } = useAuth();
  const { data, loading, error } = useQuery(PageSiblingsQuery, { variables: { id: pageId }, fetchPolicy: 'cache-and-network' });
  // The site's paths leave the default locale out (/over-ons, /en/about-us); the editor's own settings query has it cached.
  const defaultLocale = useQuery(RichTextLinkSettings).data?.settings.defaultLocale;
  const siblings = data?.pageSiblings ?? [];
  const taken = new Set([locale, ...siblings.map((sibling) => sibling.locale)]);
  const free = availableLocales.filter((code) => !taken.has(code));
  const languageOf = (code: string) => intl.formatMessage({ id: 'locale.option' }, { name: intl.formatDisplayName(code, { type: 'language' }) ?? code, code });

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
      {data && siblings.length === 0 && <Typography color="text.secondary">{intl.formatMessage({ id: 'editor.translations.none' })}</Typography>}
      {siblings.length > 0 && (
        <List aria-label={intl.formatMessage({ id: 'editor.translations.list' })}>
          {siblings.map((sibling) => (
            <ListItem
              key={sibling.id}
              disablePadding
              secondaryAction={defaultLocale !== undefined && <SitePathLink href={pageHref(sibling, defaultLocale)} />}
            >
              <ListItemButton component={RouterLink} to={pageEditorPath(sibling.id)}>
                <ListItemText primary={languageOf(sibling.locale)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </EditorSection>
  );
}

/** The sibling where visitors find it, as the site answers it. */
function SitePathLink({ href }: { href: string }) {
  return (
    <Link href={href} sx={{ fontFamily: 'monospace' }}>
      {href}
    </Link>
  );
}
