import type { FieldLabelOverrides } from '../i18n/fieldLabels';
import type { MessageId } from '../i18n/messages';

/** On forms that set a new password, the server's `password` property is the "New password" field. */
export const NEW_PASSWORD_LABELS: FieldLabelOverrides = { password: 'field.newPassword' };

interface PasswordRule {
  id: MessageId;
  isMet(password: string): boolean;
}

/** The password rules, as the server checks them (V_10, V_11, V_09). */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'passwordRule.longerThan8', isMet: (password) => password.length > 8 },
  { id: 'passwordRule.uppercase', isMet: (password) => /[A-Z]/.test(password) },
  { id: 'passwordRule.special', isMet: (password) => /[^A-Za-z0-9\s]/.test(password) },
  { id: 'passwordRule.under255', isMet: (password) => password.length < 255 },
];
