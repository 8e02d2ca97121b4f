import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../../api/apiError';
import { TextInput } from '../../../../components/TextInput';
import type { Draft } from '../content';
import { MediaEntries } from '../fields/MediaFieldInput';
import { useFieldMessages } from '../fields/useFieldMessages';
import type { DraftEdit } from '../useDraft';
import { EditorSection } from './EditorSection';

// The server's limits (pages/content-input.ts).
const SEO_TITLE_MAX = 255;
const SEO_DESCRIPTION_MAX = 500;
const KEYWORDS_MAX = 30;
const KEYWORD_MAX_LENGTH = 100;

interface SeoSectionProps {
  draft: Draft;
  edit(edit: DraftEdit): void;
  errors: readonly ApiErrorItem[];
}

/** The SEO Settings section: title, description, keywords and at most one image for sharing. */
export function SeoSection({ draft, edit, errors }: SeoSectionProps) {
  const intl = useIntl();
  const imageLabel = intl.formatMessage({ id: 'editor.seo.image' });
  const keywordsLabel = intl.formatMessage({ id: 'editor.seo.keywords' });
  const imageMessages = useFieldMessages(
    imageLabel,
    errors.filter((error) => error.property?.startsWith('seoImage')),
  );
  const keywordMessages = useFieldMessages(
    keywordsLabel,
    errors.filter((error) => error.property?.startsWith('seoKeywords')),
  );
  return (
    <EditorSection heading="editor.section.seo">
      <Stack spacing={3}>
        <TextInput
          name="seoTitle"
          label="editor.seo.title"
          value={draft.seoTitle}
          onChange={(seoTitle) => edit({ kind: 'seo', patch: { seoTitle } })}
          maxLength={SEO_TITLE_MAX}
          errors={errors}
          hint={intl.formatMessage({ id: 'editor.seo.titleHint' })}
        />
        <TextInput
          name="seoDescription"
          label="editor.seo.description"
          value={draft.seoDescription}
          onChange={(seoDescription) => edit({ kind: 'seo', patch: { seoDescription } })}
          maxLength={SEO_DESCRIPTION_MAX}
          multiline
          errors={errors}
        />
        <Autocomplete
          multiple
          freeSolo
          options={[]}
          value={[...draft.seoKeywords]}
          onChange={(_event, keywords) => {
            const cleaned = [...new Set(keywords.map((keyword) => keyword.trim().slice(0, KEYWORD_MAX_LENGTH)).filter((keyword) => keyword !== ''))];
            edit({ kind: 'seo', patch: { seoKeywords: cleaned.slice(0, KEYWORDS_MAX) } });
          }}
          renderValue={(keywords, getItemProps) =>
            keywords.map((keyword, index) => <Chip label={keyword} size="small" {...getItemProps({ index })} key={keyword} />)
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={keywordsLabel}
              error={keywordMessages.length > 0}
              helperText={keywordMessages.join(' ') || intl.formatMessage({ id: 'editor.seo.keywordsHint' }, { max: KEYWORDS_MAX })}
            />
          )}
        />
        <MediaEntries
          label={imageLabel}
          kind="image"
          multiple={false}
          crop
          required={false}
          help={intl.formatMessage({ id: 'editor.seo.imageHint' })}
          entries={draft.seoImage}
          onChange={(seoImage) => edit({ kind: 'seo', patch: { seoImage: seoImage.slice(0, 1) } })}
          messages={imageMessages}
          fromChosen={(chosen) => chosen}
        />
      </Stack>
    </EditorSection>
  );
}
