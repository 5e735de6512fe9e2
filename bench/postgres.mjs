// The benches' own PostgreSQL database, emptied before a measurement (the api and plans parts).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';

// pg is the API's dependency: resolved from there, as the server resolves it.
const pg = createRequire(join(root, 'api', 'package.json'))('pg');

/** Creates the database of `url` when missing, then drops what migrations and the job engine made in it. */
export async function emptyPostgres(url) {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; drop schema if exists public cascade; create schema public;',
  );
  await client.end();
}
