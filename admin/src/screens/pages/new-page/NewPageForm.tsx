import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ErrorList } from '../../../components/ErrorList';
import { TextInput } from '../../../components/TextInput';
import type { NewPageSetupQuery as NewPageSetup } from '../../../gql/graphql';
import type { FieldLabelOverrides } from '../../../i18n/fieldLabels';
import { missingFields } from '../../../lib/requiredFields';
import { useSubmission } from '../../../lib/useSubmission';
import { pageEditorPath } from '../../../routing/paths';
import { EMPTY_CONTENT, storedFields, type FieldContent } from '../editor/content';
import { FieldsForm } from '../editor/fields/FieldsForm';
import { errorsBelow } from '../editor/fields/fieldTypes';
import { changedFields } from '../editor/blockErrors';
import { typeDataErrorField, typeDataErrorText } from '../editor/typeDataErrors';
import { CreatePageMutation } from './newPageDocuments';
import { SlugField } from '../slug/SlugField';
import { slugFromTitle } from './slugFromTitle';
import { useSlugAvailability } from '../slug/useSlugAvailability';

/** The server's limits: a title of 255 characters, a stored slug (prefix included) of 512. */
const MAX_TITLE = 255;
const MAX_SLUG = 512;

const LABELS: FieldLabelOverrides = {
  title: 'newPage.field.title',
  slug: 'newPage.field.slug',
  type: 'newPage.field.type',
  locale: 'newPage.field.locale',
};

interface NewPageFormProps {
  setup: NewPageSetup;
  /** A page-type id to start with (the `?type=` of the address), matched in lower case. */
  presetType: string | null;
}

/**
 * Title, page type, language, slug (suggested from the title until edited, checked live) and the
 * page type's own fields (rendered from its declaration, as a block's are); creates the page
 * without blocks and opens it in the editor. Errors are the "create-page" collection.
 */
export function NewPageForm({ setup, presetType }: NewPageFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pageTypes } = setup.contentModel;
  const [title, setTitle] = useState('');
  const [type, setType] = useState(() => pageTypes.find((option) => option.id.toLowerCase() === presetType?.toLowerCase())?.id ?? pageTypes[0]?.id ?? '');
  const [locale, setLocale] = useState(setup.settings.defaultLocale);
  // Until the editor types a slug of their own, it follows the title.
  const [ownSlug, setOwnSlug] = useState<string | null>(null);
  // Another type has other fields: its values start afresh.
  const [typeData, setTypeData] = useState<FieldContent>(EMPTY_CONTENT);
  const pageType = pageTypes.find((option) => option.id === type);
  const prefix = pageType?.slugPrefix ?? '';
  const slugMax = MAX_SLUG - prefix.length;
  const slug = ownSlug ?? slugFromTitle(title, slugMax);
  const availability = useSlugAvailability(type, locale, slug);
  const [createPage] = useMutation(CreatePageMutation);
  const { pending, errors, setErrors, run } = useSubmission();

  /** A change of a field answers its errors. */
  const changing = (name: string, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors.some((error) => error.property === name)) setErrors(errors.filter((error) => error.property !== name));
  };
  const chooseType = (next: string) => {
    setType(next);
    setTypeData(EMPTY_CONTENT);
  };
  /** A change of the page type's fields answers the errors of those that changed. */
  const changeTypeData = (content: FieldContent) => {
    const changed = changedFields(typeData, content);
    setTypeData(content);
    setErrors(errors.filter((error) => !changed.has(typeDataErrorField(error) ?? '')));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const missing = missingFields({ title, type, locale });
    if (missing.length > 0) return setErrors(missing);
    await run(async () => {
      const result = await createPage({
        variables: { input: { title: title.trim(), slug: slug.trim(), type, locale, content: [], typeData: storedFields(typeData) } },
      });
      const pageID = result.data?.createPage.pageID;
      if (pageID === undefined) throw new Error('The server answered no page');
      await navigate(pageEditorPath(pageID));
    });
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 720 }}>
      <Stack spacing={2.5} sx={{ mt: 2 }}>
        <TextInput
          name="title"
          label="newPage.field.title"
          value={title}
          onChange={changing('title', setTitle)}
          errors={errors}
          required
          maxLength={MAX_TITLE}
          autoComplete="off"
        />
        <TextInput name="type" label="newPage.field.type" select value={type} onChange={changing('type', chooseType)} errors={errors} required>
          {pageTypes.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </TextInput>
        <TextInput name="locale" label="newPage.field.locale" select value={locale} onChange={changing('locale', setLocale)} errors={errors} required>
          {setup.settings.availableLocales.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage({ id: 'locale.option' }, { name: intl.formatDisplayName(code, { type: 'language' }) ?? code, code })}
            </option>
          ))}
        </TextInput>
        <SlugField value={slug} onChange={changing('slug', setOwnSlug)} prefix={prefix} maxLength={slugMax} availability={availability} errors={errors} />
        {pageType && pageType.fields.length > 0 && (
          <FieldsForm
            fields={pageType.fields}
            content={typeData}
            onChange={changeTypeData}
            errors={errorsBelow(errors, 'typeData')}
            context={{ anchors: [], locale, pageTypes }}
          />
        )}
      </Stack>
      <ErrorList
        errors={errors}
        labels={LABELS}
        describe={(error) => typeDataErrorText(intl, error, pageType?.fields ?? [])}
        title={errors.length > 0 ? intl.formatMessage({ id: 'newPage.failed' }) : undefined}
      />
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" loading={pending}>
          {intl.formatMessage({ id: 'newPage.create' })}
        </Button>
      </Box>
    </Box>
  );
}
