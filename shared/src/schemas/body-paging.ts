import * as v from 'valibot';
import { pageLimits } from '@commons/shared/domain';
import { messages } from './messages';

/**
 * The page a POST list carries in its JSON body (`{ limit, cursor }` of my-subusers and
 * get-all-group-policies, docs/product-rules.md#calls): `limit` a whole number from 1 to `max`, 10
 * when missing; `cursor` a `nextCursor` or `prevCursor` the server handed out, blank or null for
 * the first page. It outputs the same shape as the query-string `PageQuerySchema`.
 */
export const bodyPageSchema = (max: number) =>
  v.object({
    limit: v.pipe(
      v.optional(v.number(messages.mustBeInteger), pageLimits.default),
      v.integer(messages.mustBeInteger),
      v.minValue(1, messages.mustBePositive),
      v.maxValue(max, `must be at most ${max}`),
    ),
    cursor: v.pipe(
      v.optional(v.nullable(v.string('invalid cursor')), ''),
      v.transform((cursor) => (cursor ?? '').trim()),
      v.maxLength(200, 'invalid cursor'),
    ),
  });

/** What a client sends for a POST list page: both optional. */
export type BodyPageInput = v.InferInput<ReturnType<typeof bodyPageSchema>>;
