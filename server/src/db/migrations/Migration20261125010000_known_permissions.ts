import { Migration } from '@mikro-orm/migrations';

/**
 * The permissions a server has seen. An extension's permissions are granted to the built-in
 * Administrator role the first time they appear (modules/users/permission-grants.ts), and only
 * then: an administrator who later takes one away is not overruled at the next start. Core's
 * permissions were granted by the identity migration, so they start out seen.
 */
export class Migration20261125010000_known_permissions extends Migration {
  override up(): void {
    this.addSql(`create table "known_permission" ("name" text primary key, "first_seen_at" timestamptz not null default now());`);
    this.addSql(`insert into "known_permission" ("name") select distinct g->>'name' from "role" r cross join jsonb_array_elements(r."permissions") g;`);
  }
}
