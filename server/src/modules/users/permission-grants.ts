import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import type { PermissionCatalogue } from '../../operations/permissions.js';

/**
 * Grants permissions this database has never seen (an extension's, the first time it is
 * installed) to the built-in Administrator role, and remembers them. Runs under the migration
 * lock (db/migrate.ts), so processes starting together grant once.
 */
export async function grantNewPermissions(em: EntityManager, permissions: PermissionCatalogue, log: Logger): Promise<void> {
  const fresh = await em.execute<{ name: string }[]>(
    `insert into "known_permission" ("name") select jsonb_array_elements_text(?::jsonb) on conflict do nothing returning "name"`,
    [JSON.stringify(permissions.names)],
  );
  if (!fresh.length) return;
  const grants = JSON.stringify(fresh.map(({ name }) => ({ name })));
  await em.execute(
    `update "role"
      set "permissions" = "permissions" || (select coalesce(jsonb_agg(g), '[]') from jsonb_array_elements(?::jsonb) g
                                             where not "permissions" @> jsonb_build_array(jsonb_build_object('name', g->>'name'))),
          "updated_at" = now()
      where "name" = 'Administrator' and "built_in"`,
    [grants],
  );
  log.info({ permissions: fresh.map((f) => f.name) }, 'new permissions granted to the Administrator role');
}
