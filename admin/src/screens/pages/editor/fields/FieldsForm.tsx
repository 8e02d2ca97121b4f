import Stack from '@mui/material/Stack';
import type { ApiErrorItem } from '../../../../api/apiError';
import type { FieldContent } from '../content';
import { FieldInput } from './FieldInput';
import { errorsInside, type FieldContext, type FieldDef } from './fieldTypes';

interface FieldsFormProps {
  fields: readonly FieldDef[];
  content: FieldContent;
  onChange(content: FieldContent): void;
  /** Errors with property paths relative to this set of fields. */
  errors: readonly ApiErrorItem[];
  context: FieldContext;
}

/** The form of a block type's or page type's fields, rendered from the registry's declaration. */
export function FieldsForm({ fields, content, onChange, errors, context }: FieldsFormProps) {
  return (
    <Stack spacing={2.5}>
      {fields.map((field) => (
        <FieldInput key={field.name} field={field} content={content} onChange={onChange} errors={errorsInside(errors, field.name)} context={context} />
      ))}
    </Stack>
  );
}
