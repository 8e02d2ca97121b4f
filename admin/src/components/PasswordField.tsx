import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  error?: boolean;
  /** Id of a description, e.g. the password rules. */
  describedBy?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, value, onChange, autoComplete, error, describedBy }: PasswordFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      error={error}
      fullWidth
      slotProps={{
        htmlInput: { 'aria-describedby': describedBy, maxLength: 1024 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible(!visible)}
                aria-label={intl.formatMessage({ id: 'password.show' }, { field: label })}
                aria-pressed={visible}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
