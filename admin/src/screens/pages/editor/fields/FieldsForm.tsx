import Stack from '@mui/material/Stack';
import { FieldInput } from './FieldInput';
import { errorsInside, type FieldsFormProps } from './fieldTypes';

/** The form of a block type's or page type's fields, rendered from the registry's declaration. */
export function FieldsForm({ fields, content, onChange, errors, context }: FieldsFormProps) {
  return (
    <Stack spacing={2.5}>
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          content={content}
          onChange={onChange}
          errors={errorsInside(errors, field.name)}
          context={context}
          nested={FieldsForm}
        />
      ))}
    </Stack>
  );
}
