import { useId } from 'react';
import type { ApiErrorItem } from '../api/apiError';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';

interface NewPasswordFieldsProps {
  password: string;
  onPasswordChange(value: string): void;
  confirm: string;
  onConfirmChange(value: string): void;
  /** The form's errors: `password` and `confirm` show under their fields. */
  errors: readonly ApiErrorItem[];
}

/** A new password with its rules, ticked off while it is typed, and its confirmation. */
export function NewPasswordFields({ password, onPasswordChange, confirm, onConfirmChange, errors }: NewPasswordFieldsProps) {
  const rulesId = useId();
  return (
    <>
      <PasswordField
        name="password"
        label="field.newPassword"
        value={password}
        onChange={onPasswordChange}
        autoComplete="new-password"
        errors={errors}
        describedBy={rulesId}
      />
      <PasswordRules id={rulesId} password={password} />
      <PasswordField name="confirm" label="field.confirm" value={confirm} onChange={onConfirmChange} autoComplete="new-password" errors={errors} />
    </>
  );
}
