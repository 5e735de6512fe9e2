import * as v from 'valibot';
import { pageLimits } from '@commons/shared/domain';
import { messages } from './messages';

const limitMessage = `must be at most ${pageLimits.max}`;

/**
 * `limit` as a query string carries it: blank means the default page of 10, otherwise a whole
 * number from 1 to 50.
 */
const LimitSchema = v.pipe(
  v.optional(v.string(messages.mustBeInteger), ''),
  v.trim(),
  v.check((text) => text === '' || /^-?\d+$/.test(text), messages.mustBeInteger),
  v.transform((text) => (text === '' ? pageLimits.default : Number(text))),
  v.minValue(1, messages.mustBePositive),
  v.maxValue(pageLimits.max, limitMessage),
);

/** Opaque to the client: it passes back a `nextCursor` or `prevCursor` it was given; blank is the first page. */
const CursorSchema = v.pipe(
  v.optional(v.string('invalid cursor'), ''),
  v.trim(),
  v.maxLength(200, 'invalid cursor'),
);

/** Query of the cursor-paged lists: `?limit=10&cursor=`. Newest rows come first. */
export const PageQuerySchema = v.object({ limit: LimitSchema, cursor: CursorSchema });
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/**
 * Query of the user-history lists: the page plus `historyId`, the account's `userHistoryId`
 * from the current user; blank means the caller's own account.
 */
export const HistoryPageQuerySchema = v.object({
  ...PageQuerySchema.entries,
  historyId: v.pipe(
    v.optional(v.string('must be a UUID'), ''),
    v.trim(),
    v.check((text) => text === '' || v.UUID_REGEX.test(text), 'must be a UUID'),
    v.toLowerCase(),
  ),
});
export type HistoryPageQuery = v.InferOutput<typeof HistoryPageQuerySchema>;

/** The cursors of every paged reply; null where there is no page in that direction. */
export const PageCursorsSchema = v.object({ nextCursor: v.nullable(v.string()), prevCursor: v.nullable(v.string()) });
export type PageCursors = v.InferOutput<typeof PageCursorsSchema>;
