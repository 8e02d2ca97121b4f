import { derivedResolver, rootField } from '../../graphql/derive/resolver.js';
import { getSettings, updateSettings } from './operations.js';

/** `settings` and `updateSettings`, their types (`Settings`, `SettingsInput`) derived from the operations' schemas. */
export const SettingsResolver = derivedResolver('Settings', {
  query: { settings: rootField(getSettings) },
  mutation: { updateSettings: rootField(updateSettings) },
});
