import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../../api/apiError';
import { HelperLines, hasHelperLines } from '../../../../components/HelperLines';
import type { FieldDef } from './fieldTypes';
import { nearLimit } from '../../../../lib/characterCounter';
import { useFieldMessages } from './useFieldMessages';

interface TextFieldInputProps {
  field: FieldDef;
  value: unknown;
  onChange(value: string | undefined): void;
  errors: readonly ApiErrorItem[];
}

/** A text field of the registry: one line or several, with its length limits and, near the limit, a counter. */
export function TextFieldInput({ field, value, onChange, errors }: TextFieldInputProps) {
  const intl = useIntl();
  const text = typeof value === 'string' ? value : '';
  const messages = useFieldMessages(field.label, errors);
  const counter = nearLimit(text.length, field.maxLength)
    ? intl.formatMessage({ id: 'textInput.counter' }, { count: text.length, max: field.maxLength })
    : undefined;
  const hint = field.help ?? undefined;
  return (
    <TextField
      label={field.label}
      value={text}
      onChange={(event) => onChange(event.target.value === '' && !field.required ? undefined : event.target.value)}
      required={field.required}
      multiline={field.multiline ?? false}
      minRows={field.multiline ? 3 : undefined}
      error={messages.length > 0}
      fullWidth
      helperText={hasHelperLines({ hint, messages, counter }) && <HelperLines hint={hint} messages={messages} counter={counter} />}
      slotProps={{
        htmlInput: { maxLength: field.maxLength ?? undefined, minLength: field.minLength ?? undefined },
        // The counter (and any message) is read out as it changes, without interrupting the typing.
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}

/** A number field of the registry; an emptied field is no value. */
export function NumberFieldInput({ field, value, onChange, errors }: Omit<TextFieldInputProps, 'onChange'> & { onChange(value: number | undefined): void }) {
  const messages = useFieldMessages(field.label, errors);
  // The text as typed: "1." or "-" are on their way to a number.
  const [typed, setTyped] = useState(typeof value === 'number' ? String(value) : '');
  const shown = typeof value === 'number' && Number(typed) !== value ? String(value) : typed;
  const hint = field.help ?? undefined;
  return (
    <TextField
      label={field.label}
      type="number"
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        const number = Number(event.target.value);
        onChange(event.target.value.trim() === '' || !Number.isFinite(number) ? undefined : number);
      }}
      required={field.required}
      error={messages.length > 0}
      fullWidth
      helperText={hasHelperLines({ hint, messages }) && <HelperLines hint={hint} messages={messages} />}
      slotProps={{ htmlInput: { min: field.min ?? undefined, max: field.max ?? undefined, step: field.integer ? 1 : 'any' } }}
    />
  );
}

/** A date field of the registry (YYYY-MM-DD, the browser's date picker). */
export function DateFieldInput({ field, value, onChange, errors }: TextFieldInputProps) {
  const messages = useFieldMessages(field.label, errors);
  const hint = field.help ?? undefined;
  return (
    <TextField
      label={field.label}
      type="date"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      required={field.required}
      error={messages.length > 0}
      fullWidth
      helperText={hasHelperLines({ hint, messages }) && <HelperLines hint={hint} messages={messages} />}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
