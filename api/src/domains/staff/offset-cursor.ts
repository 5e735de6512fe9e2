import { badRequest } from '@commons/server-kernel/errors';

/**
 * Cursors of a console list read by position (rows that have no stable key of their own to page
 * on, such as pg-boss's jobs or a command's list): the cursor is the row to start at.
 */
export function offsetOf(cursor: string): number {
  if (cursor === '') return 0;
  if (!/^\d{1,9}$/.test(cursor)) throw badRequest('cursor: invalid cursor');
  return Number(cursor);
}

/** The cursors of the page at `offset` of `limit` rows, `more` when rows follow it. */
export const offsetCursors = (offset: number, limit: number, more: boolean) => ({
  nextCursor: more ? String(offset + limit) : null,
  prevCursor: offset > 0 ? String(Math.max(0, offset - limit)) : null,
});
