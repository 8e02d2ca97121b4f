import type { MessageId } from './messages';

/** Labels of the properties the server names in its errors ({code, property}). */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  email: 'field.email',
  password: 'field.password',
  confirm: 'field.confirm',
  currentPassword: 'field.currentPassword',
  name: 'field.name',
  jobTitle: 'field.jobTitle',
  role: 'field.role',
  permissions: 'field.permissions',
  profileImage: 'field.profileImage',
  token: 'field.token',
  comment: 'field.comment',
  feedback: 'field.feedback',
};

/** A form's own labels for properties whose field it names differently (`password` as "New password"). */
export type FieldLabelOverrides = Readonly<Partial<Record<string, MessageId>>>;

/** The label id for a property path such as `email` or `profile.name`; none for internal ones (`id`). */
export function fieldLabelId(property: string | undefined, overrides: FieldLabelOverrides = {}): MessageId | undefined {
  const last = property?.split('.').at(-1);
  if (last === undefined) return undefined;
  return overrides[last] ?? (Object.hasOwn(FIELD_LABELS, last) ? FIELD_LABELS[last] : undefined);
}
