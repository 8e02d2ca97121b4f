import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../../api/apiError';
import { ErrorList } from '../../../../components/ErrorList';
import { SuccessNotice } from '../../../../components/SuccessNotice';
import { TextInput } from '../../../../components/TextInput';
import { useSubmission } from '../../../../lib/useSubmission';
import { SlugField } from '../../slug/SlugField';
import { TagsField } from '../../tags/TagsField';
import { useSlugAvailability } from '../../slug/useSlugAvailability';
import type { Draft } from '../content';
import { SavePageSlugMutation } from '../editorDocuments';
import { FieldsForm } from '../fields/FieldsForm';
import { errorsBelow, type FieldContext, type FieldDef } from '../fields/fieldTypes';
import type { DraftEdit } from '../useDraft';
import { EditorSection } from './EditorSection';

const TITLE_MAX_LENGTH = 255;
const SLUG_MAX_LENGTH = 512;

interface PageSettingsSectionProps {
  page: { id: number; slug: string; locale: string; type: string };
  pageType: { label: string; slugPrefix: string; fields: readonly FieldDef[] } | undefined;
  draft: Draft;
  edit(edit: DraftEdit): void;
  /** The last store's errors (title, typeData.*). */
  errors: readonly ApiErrorItem[];
  context: FieldContext;
  onSlugSaved(): void;
}

/** The Page Settings section: title, path (saved at once, with link updates), the page type's fields and the tags. */
export function PageSettingsSection({ page, pageType, draft, edit, errors, context, onSlugSaved }: PageSettingsSectionProps) {
  const intl = useIntl();
  const prefix = pageType?.slugPrefix ?? '';
  const [slug, setSlug] = useState(page.slug.startsWith(prefix) ? page.slug.slice(prefix.length) : page.slug);
  const [updateLinks, setUpdateLinks] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const availability = useSlugAvailability(page.type, page.locale, slug, page.id);
  const [savePage] = useMutation(SavePageSlugMutation);
  const slugSubmission = useSubmission();
  const changed = availability.state === 'available' && availability.path !== page.slug;

  const saveSlug = async () => {
    if (await slugSubmission.run(() => savePage({ variables: { id: page.id, slug: slug.trim(), shouldUpdateLinks: updateLinks } }))) {
      setNotice(intl.formatMessage({ id: 'editor.settings.slugSaved' }));
      onSlugSaved();
    }
  };

  return (
    <EditorSection heading="editor.section.settings">
      <Stack spacing={3}>
        <TextInput
          name="title"
          label="editor.settings.title"
          value={draft.title}
          onChange={(title) => edit({ kind: 'title', title })}
          required
          maxLength={TITLE_MAX_LENGTH}
          errors={errors}
        />
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {intl.formatMessage({ id: 'editor.settings.path' })}
          </Typography>
          <SlugField value={slug} onChange={setSlug} prefix={prefix} maxLength={SLUG_MAX_LENGTH} availability={availability} errors={slugSubmission.errors} />
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1 }}>
            <FormControlLabel
              control={<Checkbox checked={updateLinks} onChange={(event) => setUpdateLinks(event.target.checked)} />}
              label={intl.formatMessage({ id: 'editor.settings.updateLinks' })}
            />
            <Button variant="outlined" onClick={() => void saveSlug()} disabled={!changed} loading={slugSubmission.pending}>
              {intl.formatMessage({ id: 'editor.settings.saveSlug' })}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'editor.settings.slugNote' })}
          </Typography>
          <ErrorList errors={slugSubmission.errors} />
        </Box>
        <Typography>{intl.formatMessage({ id: 'editor.settings.type' }, { type: pageType?.label ?? page.type })}</Typography>
        {pageType && pageType.fields.length > 0 && (
          <FieldsForm
            fields={pageType.fields}
            content={draft.typeData}
            onChange={(content) => edit({ kind: 'typeData', content })}
            errors={errorsBelow(errors, 'typeData')}
            context={context}
          />
        )}
        <TagsField isPrivate={false} value={draft.tags} onChange={(tags) => edit({ kind: 'tags', patch: { tags } })} errors={errorsBelow(errors, 'tags')} />
        <TagsField
          isPrivate
          value={draft.privateTags}
          onChange={(privateTags) => edit({ kind: 'tags', patch: { privateTags } })}
          errors={errorsBelow(errors, 'privateTags')}
        />
      </Stack>
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </EditorSection>
  );
}
