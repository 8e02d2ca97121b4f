import { Migration } from '@mikro-orm/migrations';

/** The modules whose demo content a database got (or passed over, having content already): never twice. */
export class Migration20261125020000_demo_seed extends Migration {
  override up(): void {
    this.addSql(`create table "demo_seed" ("module" text primary key, "seeded_at" timestamptz not null default now());`);
  }
}
