import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ContentLocaleSelect } from '../../../components/ContentLocaleSelect';
import { FormDialog } from '../../../components/FormDialog';
import { TextInput } from '../../../components/TextInput';
import { useSubmission } from '../../../lib/useSubmission';
import { SlugField } from '../slug/SlugField';
import { useSlugAvailability } from '../slug/useSlugAvailability';
import { CreateTranslationMutation, DuplicatePageMutation } from './editorDocuments';

const TITLE_MAX_LENGTH = 255;
const SLUG_MAX_LENGTH = 512;

export interface CopySource {
  id: number;
  title: string;
  slug: string;
  type: string;
  locale: string;
}

interface CopyPageDialogProps {
  /** A translation joins the page's siblings in a new locale; a duplicate is a page of its own. */
  mode: 'translation' | 'duplicate';
  source: CopySource;
  /** The page type's slug prefix, shown before the slug and left out of the suggested one. */
  prefix: string;
  /** The locales to choose from (for a translation: those without a sibling yet). */
  locales: readonly string[];
  onClose(): void;
  onCreated(pageId: number): void;
}

/** The "add translation" and "duplicate page" dialogs: locale, title and slug of the copy. */
export function CopyPageDialog({ mode, source, prefix, locales, onClose, onCreated }: CopyPageDialogProps) {
  const intl = useIntl();
  const ownSlug = source.slug.startsWith(prefix) ? source.slug.slice(prefix.length) : source.slug;
  const [locale, setLocale] = useState(locales.includes(source.locale) ? source.locale : (locales[0] ?? source.locale));
  const [title, setTitle] = useState(mode === 'duplicate' ? intl.formatMessage({ id: 'editor.copy.duplicateTitle' }, { title: source.title }) : source.title);
  const [slug, setSlug] = useState(mode === 'duplicate' ? `${ownSlug}-copy`.replace(/^-/, '') : ownSlug);
  const availability = useSlugAvailability(source.type, locale, slug);
  const [translate] = useMutation(CreateTranslationMutation);
  const [duplicate] = useMutation(DuplicatePageMutation);
  const { pending, errors, setErrors, run } = useSubmission();

  const submit = async () => {
    if (title.trim() === '') return setErrors([{ code: 'V_01', property: 'title' }]);
    const input = { pageID: source.id, locale, title: title.trim(), slug: slug.trim() };
    let created: number | undefined;
    const ok = await run(async () => {
      const result =
        mode === 'translation'
          ? (await translate({ variables: { input } })).data?.createTranslation
          : (await duplicate({ variables: { input } })).data?.duplicatePage;
      created = result?.pageID;
    });
    if (ok && created !== undefined) onCreated(created);
  };

  return (
    <FormDialog
      open
      title={intl.formatMessage({ id: mode === 'translation' ? 'editor.copy.translationTitle' : 'editor.copy.duplicateDialogTitle' })}
      submitLabel={intl.formatMessage({ id: mode === 'translation' ? 'editor.copy.translate' : 'editor.copy.duplicate' })}
      pending={pending}
      errors={errors}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <ContentLocaleSelect label={intl.formatMessage({ id: 'editor.copy.locale' })} locales={locales} value={locale} onChange={setLocale} />
        <TextInput name="title" label="editor.settings.title" value={title} onChange={setTitle} required maxLength={TITLE_MAX_LENGTH} errors={errors} />
        <SlugField value={slug} onChange={setSlug} prefix={prefix} maxLength={SLUG_MAX_LENGTH} availability={availability} errors={errors} />
      </Stack>
    </FormDialog>
  );
}
