import TextField from '@mui/material/TextField';
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
type TextInputProps = TextInputCommonProps &
  ({ onChange(value: string): void; disabled?: false } | { onChange?: undefined; disabled: true });

/** A text input with a label and error display; it supports a maxLength. */
export function TextInput(props: TextInputProps) {
  const { name, label, value, onChange, errors = [], maxLength, select = false, error = false, hint, describedBy, endAdornment } = props;
  const intl = useIntl();
  const id = `${useId()}-${name}`;
  // Worded as in the ErrorList under the form, less the "Label: " in front: the label is right above.
  const texts = [...new Set(concerning(errors, name).map((item) => apiErrorMessage(intl, item, { [name]: label })))];
  const counter = maxLength === undefined ? undefined : intl.formatMessage({ id: 'textInput.counter' }, { count: value.length, max: maxLength });
  const helper = hasHelperLines({ hint, messages: texts, counter });
  return (
    <TextField
      id={id}
      label={intl.formatMessage({ id: label })}
      value={value}
      onChange={onChange && ((event) => onChange(event.target.value))}
      error={error || texts.length > 0}
      type={props.type}
      autoComplete={props.autoComplete}
      required={props.required}
      multiline={props.multiline}
      disabled={props.disabled}
      select={select}
      fullWidth
      helperText={helper && <HelperLines hint={hint} messages={texts} counter={counter} />}
      slotProps={{
        // The helper text stays among the descriptions when the form names another one.
        htmlInput: { maxLength, ...(describedBy && { 'aria-describedby': helper ? `${describedBy} ${id}-helper-text` : describedBy }) },
        input: endAdornment === undefined ? undefined : { endAdornment },
        // A native select always shows a choice, so the label stays above it.
        select: select ? { native: true } : undefined,
        inputLabel: select ? { shrink: true } : undefined,
      }}
    >
      {props.children}
    </TextField>
  );
}
