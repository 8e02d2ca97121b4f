import { Migration } from '@mikro-orm/migrations';

/**
 * The site's identity and appearance (modules/settings/site-settings-schema.ts): one JSON
 * document beside the locale settings, validated as a whole on every update. Empty means
 * every old convention applies (the built-in name, the root slug as home page, slug 404).
 */
export class Migration20261126010000_site_settings extends Migration {
  override up(): void {
    this.addSql(`alter table "settings" add column "site" jsonb not null default '{}';`);
  }
}
