import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../api/apiError';
import { concerning } from '../api/errorItems';
import { apiErrorMessage } from '../i18n/apiErrorText';
import { HelperLines, hasHelperLines } from './HelperLines';
import type { MessageId } from '../i18n/messages';

interface TextInputCommonProps {
  /** The property the field edits: part of its id, and which of `errors` it shows. */
  name: string;
  label: MessageId;
  value: string;
  /** The form's errors; those that concern `name` mark the field and show under it. */
  errors?: readonly ApiErrorItem[];
  /** The most characters the input takes, with a live "n / max" counter under it. */
  maxLength?: number;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  /** A native select: `children` are its `<option>`s. */
  select?: boolean;
  children?: ReactNode;
  /** Marks the field for a reason of its own (its options failed to load, say). */
  error?: boolean;
  /** A note of the form's own under the field, above its errors. */
  hint?: ReactNode;
  /** Id of a further description, e.g. the password rules. */
  describedBy?: string;
  /** At the end of the input, e.g. a show-password button. */
  endAdornment?: ReactNode;
}

/** Editable with an onChange, or disabled (shown only) without one. */
type TextInputProps = TextInputCommonProps & ({ onChange(value: string): void; disabled?: false } | { onChange?: undefined; disabled: true });

/**
 * A text input with a label and error display; it supports a maxLength. Built from the parts
 * MUI's TextField is made of, less its Select (with its menu, popover and modal): the login
 * screen's first load carries these fields, and a native select needs none of that.
 */
export function TextInput(props: TextInputProps) {
  const { name, label, value, onChange, errors = [], maxLength, select = false, error = false, hint, describedBy, endAdornment } = props;
  const intl = useIntl();
  const id = `${useId()}-${name}`;
  // Worded as in the ErrorList under the form, less the "Label: " in front: the label is right above.
  const texts = [...new Set(concerning(errors, name).map((item) => apiErrorMessage(intl, item, { [name]: label })))];
  const counter = maxLength === undefined ? undefined : intl.formatMessage({ id: 'textInput.counter' }, { count: value.length, max: maxLength });
  const helperId = hasHelperLines({ hint, messages: texts, counter }) ? `${id}-helper-text` : undefined;
  const labelText = intl.formatMessage({ id: label });
  const input = (
    <OutlinedInput
      id={id}
      label={labelText}
      // A native select always shows a choice, so the label stays above it.
      notched={select || undefined}
      value={value}
      onChange={onChange && ((event) => onChange(event.target.value))}
      type={props.type}
      autoComplete={props.autoComplete}
      multiline={props.multiline}
      fullWidth
      endAdornment={endAdornment}
      aria-describedby={helperId}
      // The helper text stays among the descriptions when the form names another one.
      inputProps={{ maxLength, ...(describedBy && { 'aria-describedby': helperId ? `${describedBy} ${helperId}` : describedBy }) }}
    />
  );
  return (
    <FormControl fullWidth error={error || texts.length > 0} required={props.required} disabled={props.disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={select || undefined}>
        {labelText}
      </InputLabel>
      {select ? <NativeSelect input={input}>{props.children}</NativeSelect> : input}
      {helperId && (
        <FormHelperText id={helperId}>
          <HelperLines hint={hint} messages={texts} counter={counter} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
