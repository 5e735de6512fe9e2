import { sql } from 'drizzle-orm';
import type { AnyDatabase } from '@commons/server-kernel/db/open';

const rowsOf = async (db: AnyDatabase, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Array<{ line: string }> }).rows.map((row) => row.line);

/**
 * The `public` schema as lines, sorted: every column (position, type, default, null, identity),
 * constraint (its definition) and index. Two databases with equal dumps have the same tables.
 */
export async function dumpSchema(db: AnyDatabase): Promise<string[]> {
  const columns = await rowsOf(
    db,
    sql`select concat_ws(' ', 'column', table_name, ordinal_position, column_name, data_type, column_default,
          is_nullable, is_identity, identity_generation, identity_start, identity_increment, identity_maximum) as line
        from information_schema.columns where table_schema = 'public'`,
  );
  const constraints = await rowsOf(
    db,
    sql`select concat_ws(' ', 'constraint', c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)) as line
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'`,
  );
  const indexes = await rowsOf(db, sql`select concat_ws(' ', 'index', indexdef) as line from pg_indexes where schemaname = 'public'`);
  return [...columns, ...constraints, ...indexes].sort();
}
