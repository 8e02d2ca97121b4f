import type { FeatureModule } from '../modules/module.js';
import { BackupError } from './backup-error.js';
import type { ForeignKey, TableColumns } from './catalog.js';

export interface DeclaredPersonalData {
  tables: ReadonlySet<string>;
  privateAreas: readonly string[];
}

/** What the platform's modules declare as personal data (FeatureModule.personalData). */
export function declaredPersonalData(modules: readonly FeatureModule[]): DeclaredPersonalData {
  return {
    tables: new Set(modules.flatMap((m) => m.personalData?.tables ?? [])),
    privateAreas: modules.flatMap((m) => m.personalData?.privateAreas ?? []),
  };
}

/**
 * A staging copy must still load: every declared table exists, and no table that is kept
 * refers to one that is left out (its rows would name rows that are not there).
 */
export function checkLeftOut(personal: DeclaredPersonalData, tables: readonly TableColumns[], keys: readonly ForeignKey[]): void {
  const present = new Set(tables.map((t) => t.name));
  const missing = [...personal.tables].filter((t) => !present.has(t));
  if (missing.length) throw new BackupError(`Modules declare personal data in tables that do not exist: ${missing.join(', ')}.`);
  const dangling = keys.filter((k) => personal.tables.has(k.references) && !personal.tables.has(k.table));
  if (dangling.length) {
    throw new BackupError(
      `--without-personal-data cannot leave out ${dangling.map((k) => `${k.references} (${k.table} refers to it)`).join(', ')}: declare the ` +
        `referring tables personal too.`,
    );
  }
}
