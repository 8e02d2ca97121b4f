import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../../../../api/apiError';
import { HelperLines, hasHelperLines } from '../../../../components/HelperLines';
import type { FieldDef } from './fieldTypes';
import { useFieldMessages } from './useFieldMessages';

interface ChoiceProps<V> {
  field: FieldDef;
  value: unknown;
  onChange(value: V | undefined): void;
  errors: readonly ApiErrorItem[];
}

/** A select field of the registry (or a page-type field, whose options are the page types). */
export function SelectFieldInput({ field, value, onChange, errors, options }: ChoiceProps<string> & { options: readonly { value: string; label: string }[] }) {
  const intl = useIntl();
  const messages = useFieldMessages(field.label, errors);
  const hint = field.help ?? undefined;
  // A select without a value shows the one it starts at (the server fills the same one in on saving).
  const chosen = typeof value === 'string' ? value : (field.default ?? '');
  return (
    <TextField
      select
      label={field.label}
      value={chosen}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      required={field.required}
      error={messages.length > 0}
      fullWidth
      helperText={hasHelperLines({ hint, messages }) && <HelperLines hint={hint} messages={messages} />}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {(chosen === '' || !field.required) && <option value="">{intl.formatMessage({ id: 'editor.select.none' })}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** A yes/no field of the registry. */
export function BooleanFieldInput({ field, value, onChange, errors }: ChoiceProps<boolean>) {
  const messages = useFieldMessages(field.label, errors);
  const hint = field.help ?? undefined;
  // Without a value it shows the one it starts at (the server fills the same one in on saving).
  const checked = typeof value === 'boolean' ? value : field.default === 'true';
  return (
    <FormControl error={messages.length > 0}>
      <FormControlLabel control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />} label={field.label} />
      {hasHelperLines({ hint, messages }) && (
        <FormHelperText>
          <HelperLines hint={hint} messages={messages} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
