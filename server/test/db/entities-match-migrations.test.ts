import { ReferenceKind } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/test-server.js';

/**
 * The entities and the hand-written migrations describe the same tables: every column an
 * entity maps exists after migrating, with the same nullability.
 */
describe('entity metadata against the migrated schema', () => {
  const server = useTestServer();

  it('maps only columns that exist, nullable exactly where the entity says so', async () => {
    const { rows } = await server.t.database.pool.query<{ table_name: string; column_name: string; is_nullable: string }>(
      "select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'",
    );
    const columns = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.is_nullable === 'YES']));
    const problems: string[] = [];
    for (const meta of server.t.server.db.orm.getMetadata().getAll().values()) {
      if (meta.virtual || meta.embeddable || !meta.tableName) continue;
      for (const prop of Object.values(meta.properties)) {
        if (prop.persist === false || prop.kind === ReferenceKind.ONE_TO_MANY || prop.kind === ReferenceKind.MANY_TO_MANY) continue;
        for (const field of prop.fieldNames ?? []) {
          const nullable = columns.get(`${meta.tableName}.${field}`);
          if (nullable === undefined) problems.push(`${meta.className}.${prop.name}: no column ${meta.tableName}.${field}`);
          else if (!prop.primary && nullable !== Boolean(prop.nullable))
            problems.push(`${meta.className}.${prop.name}: ${meta.tableName}.${field} nullable=${nullable}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
