import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../../api/apiError';
import { LinkField } from '../../../../components/links/LinkField';
import { isLinkValue } from '../../../../components/links/linkValue';
import { RichTextEditor } from '../../../../components/rich-text/RichTextEditor';
import type { FieldContent } from '../content';
import { BooleanFieldInput, SelectFieldInput } from './ChoiceFieldInputs';
import type { FieldContext, FieldDef, NestedFieldsForm } from './fieldTypes';
import { ListFieldInput } from './ListFieldInput';
import { MediaFieldInput } from './MediaFieldInput';
import { DateFieldInput, NumberFieldInput, TextFieldInput } from './TextFieldInput';
import { useFieldMessages } from './useFieldMessages';
import { VideoFieldInput } from './VideoFieldInput';

interface FieldInputProps {
  field: FieldDef;
  content: FieldContent;
  onChange(content: FieldContent): void;
  /** The errors about this field. */
  errors: readonly ApiErrorItem[];
  context: FieldContext;
  /** The form list items are made of (FieldsForm). */
  nested: NestedFieldsForm;
}

/** One registry field as a form control, by its type (docs/features.md, "Editing pages in the admin"). */
export function FieldInput({ field, content, onChange, errors, context, nested }: FieldInputProps) {
  const intl = useIntl();
  const messages = useFieldMessages(field.label, errors);
  const value = content.values[field.name];
  const setValue = (next: unknown) => {
    const { [field.name]: _old, ...others } = content.values;
    onChange({ ...content, values: next === undefined ? others : { ...others, [field.name]: next } });
  };
  switch (field.type) {
    case 'text':
      return <TextFieldInput field={field} value={value} onChange={setValue} errors={errors} />;
    case 'number':
      return <NumberFieldInput field={field} value={value} onChange={setValue} errors={errors} />;
    case 'date':
      return <DateFieldInput field={field} value={value} onChange={setValue} errors={errors} />;
    case 'video':
      return <VideoFieldInput field={field} value={value} onChange={setValue} errors={errors} />;
    case 'boolean':
      return <BooleanFieldInput field={field} value={value} onChange={setValue} errors={errors} />;
    case 'select':
      return <SelectFieldInput field={field} value={value} onChange={setValue} errors={errors} options={field.options ?? []} />;
    case 'pageType':
      return (
        <SelectFieldInput
          field={field}
          value={value}
          onChange={setValue}
          errors={errors}
          options={context.pageTypes.map((type) => ({ value: type.id, label: type.label }))}
        />
      );
    case 'richText':
      return (
        <RichTextEditor
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(html) => setValue(html === '' && !field.required ? undefined : html)}
          required={field.required}
          maxLength={field.maxLength ?? undefined}
          error={messages.join(' ') || undefined}
          anchors={context.anchors}
          locale={context.locale}
        />
      );
    case 'link':
      return (
        <LinkField
          label={field.label}
          required={field.required}
          value={isLinkValue(value) ? value : null}
          onChange={(link) => setValue(link ?? undefined)}
          anchors={context.anchors}
          locale={context.locale}
          error={messages.join(' ') || undefined}
        />
      );
    case 'list':
      return <ListFieldInput field={field} value={value} onChange={setValue} errors={errors} context={context} nested={nested} />;
    case 'image':
    case 'file':
      return <MediaFieldInput field={field} content={content} onChange={onChange} errors={errors} />;
    default:
      // A field type newer than this admin: said so, and its value is kept as it is.
      return <Alert severity="warning">{intl.formatMessage({ id: 'editor.field.unsupported' }, { label: field.label, type: field.type })}</Alert>;
  }
}
