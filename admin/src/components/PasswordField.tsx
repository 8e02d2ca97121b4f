import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiErrorItem } from '../api/apiError';
import type { MessageId } from '../i18n/messages';
import { TextInput } from './TextInput';

interface PasswordFieldProps {
  /** The property it edits: `password`, `currentPassword`, `confirm`. */
  name: string;
  label: MessageId;
  value: string;
  onChange(value: string): void;
  /** A password the user has, unless it is one being chosen (NewPasswordFields). */
  autoComplete?: 'current-password' | 'new-password';
  errors: readonly ApiErrorItem[];
  /** Id of a description, e.g. the password rules. */
  describedBy?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      autoComplete={props.autoComplete ?? 'current-password'}
      type={visible ? 'text' : 'password'}
      maxLength={1024}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible(!visible)}
            aria-label={intl.formatMessage({ id: 'password.show' }, { field: intl.formatMessage({ id: props.label }) })}
            aria-pressed={visible}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
