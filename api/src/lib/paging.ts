import { and, asc, desc, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { PageCursors, PageQuery } from '@commons/shared/schemas';
import { badRequest } from '@commons/server-kernel/errors';

/**
 * Where a page starts: the rows strictly older (smaller key) or strictly newer than `key`.
 * Keys are monotonic (bigserial), so a row inserted while someone pages is newer than every
 * page they have seen and can never shift a row into or out of the next one, as an offset would.
 */
export interface Bound {
  direction: 'older' | 'newer';
  key: number;
}

export const encodeCursor = ({ direction, key }: Bound): string =>
  Buffer.from(JSON.stringify([direction === 'older' ? 'o' : 'n', key])).toString('base64url');

const invalidCursor = () => badRequest('cursor: invalid cursor');

/** The bound of a cursor this API handed out; blank is the first page. Anything else is a 400. */
export function decodeCursor(cursor: string): Bound | null {
  if (cursor === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [direction, key] = parsed as unknown[];
  if ((direction !== 'o' && direction !== 'n') || !Number.isSafeInteger(key) || (key as number) < 0) {
    throw invalidCursor();
  }
  return { direction: direction === 'o' ? 'older' : 'newer', key: key as number };
}

/** Up to `limit` rows beyond `bound`, nearest first. */
type LoadRows<R> = (bound: Bound | null, limit: number) => Promise<R[]>;

interface Page<R> extends PageCursors {
  /** Newest first. */
  rows: R[];
}

const hasRows = async <R>(load: LoadRows<R>, bound: Bound) => (await load(bound, 1)).length > 0;

/**
 * One page of `limit` rows, newest first, after `cursor`: `nextCursor` leads to older rows and
 * `prevCursor` back to newer ones, each null when there are none. The first page has no
 * `prevCursor`: it is the newest there was.
 */
async function keysetPage<R>(
  load: LoadRows<R>,
  keyOf: (row: R) => number,
  limit: number,
  cursor: Bound | null,
): Promise<Page<R>> {
  const fetched = await load(cursor, limit + 1);
  const more = fetched.length > limit;
  const goingNewer = cursor?.direction === 'newer';
  const rows = goingNewer ? fetched.slice(0, limit).reverse() : fetched.slice(0, limit);
  const newest = rows[0];
  const oldest = rows[rows.length - 1];
  if (!cursor && !oldest) return { rows, nextCursor: null, prevCursor: null };
  // An empty page past a cursor still has edges: the cursor's own position.
  const lowKey = oldest ? keyOf(oldest) : cursor!.direction === 'older' ? cursor!.key : cursor!.key + 1;
  const highKey = newest ? keyOf(newest) : cursor!.direction === 'older' ? cursor!.key - 1 : cursor!.key;
  const older: Bound = { direction: 'older', key: lowKey };
  const newer: Bound = { direction: 'newer', key: highKey };
  const hasOlder = goingNewer ? await hasRows(load, older) : more;
  const hasNewer = !cursor ? false : goingNewer ? more : await hasRows(load, newer);
  return {
    rows,
    nextCursor: hasOlder ? encodeCursor(older) : null,
    prevCursor: hasNewer ? encodeCursor(newer) : null,
  };
}

/** The rows a select yields. */
type RowOf<T extends PgSelect> = Awaited<T>[number];

/** Which of a list's three queries a page needs: the first page, or the rows beyond a cursor. */
type Shape = 'first' | Bound['direction'];

/** Where the bound's key goes in a prepared query. */
const boundKey = sql.placeholder('pageBoundKey');

/** The `where` condition of the rows beyond a bound of `shape` on `column` (none for the first page). */
const beyond = (column: PgColumn, shape: Shape): SQL | undefined =>
  shape === 'first' ? undefined : shape === 'older' ? lt(column, boundKey) : gt(column, boundKey);

/** Nearest rows first: newest first going older, oldest first going newer. */
const nearestFirst = (column: PgColumn, shape: Shape): SQL => (shape === 'newer' ? asc(column) : desc(column));

/**
 * A list read in keyset pages: the rows `select` yields that match `where`, ordered by `key`,
 * a monotonic column (bigserial) whose value `keyOf` reads from a selected row. `where` names
 * each value a request brings as `sql.placeholder(name)`, given to `read` as `values`.
 */
export interface KeysetListSpec<T extends PgSelect> {
  /** The prefix of its prepared statements' names, one per list. */
  name: string;
  /** A fresh select without where, order or limit, e.g. `() => db.select().from(t).$dynamic()`. */
  select: () => T;
  where: SQL | undefined;
  key: PgColumn;
  keyOf: (row: RowOf<T>) => number;
}

/** One page of a list, each row made an item, with the cursors to the older and newer pages. */
export interface ItemPage<I> extends PageCursors {
  items: I[];
}

interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R[]>;
}

/**
 * A keyset-paged list whose three queries (the first page, older, newer) are built once, when
 * first needed, and prepared: a request only binds its values. Building a query on every
 * request cost the history page most of its time (PostgreSQL, profiled: drizzle building the
 * same query was a fifth of the server's work, and the database planned it again each time;
 * prepared, the page answered 2.5 times as many requests). Make one per service, which has its
 * database.
 */
export function keysetList<T extends PgSelect>({ name, select, where, key, keyOf }: KeysetListSpec<T>) {
  const statements = new Map<Shape, Prepared<RowOf<T>>>();
  const statement = (shape: Shape): Prepared<RowOf<T>> => {
    let prepared = statements.get(shape);
    if (!prepared) {
      const query = select()
        .where(and(where, beyond(key, shape)))
        .orderBy(nearestFirst(key, shape))
        .limit(sql.placeholder('pageLimit'));
      prepared = query.prepare(`${name}_${shape}`) as Prepared<RowOf<T>>;
      statements.set(shape, prepared);
    }
    return prepared;
  };
  return {
    /**
     * The page `query` asks for (`limit` rows after `cursor`, newest first), its rows turned into
     * items by `toItem`; `values` fill the placeholders of `where`. A cursor this API did not
     * hand out is a 400.
     */
    async read<I>(values: Record<string, unknown>, query: PageQuery, toItem: (row: RowOf<T>) => I): Promise<ItemPage<I>> {
      const load: LoadRows<RowOf<T>> = (bound, limit) =>
        statement(bound?.direction ?? 'first').execute({ ...values, pageLimit: limit, pageBoundKey: bound?.key });
      const page = await keysetPage(load, keyOf, query.limit, decodeCursor(query.cursor));
      return { items: page.rows.map(toItem), nextCursor: page.nextCursor, prevCursor: page.prevCursor };
    },
  };
}
