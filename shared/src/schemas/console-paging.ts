import * as v from 'valibot';
import { pageLimits } from '@commons/shared/domain';

/**
 * A whole number from 1 to `max` as a query string carries it, `fallback` when blank; messages
 * name the field.
 */
const wholeNumber = (field: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(`${field} must be a whole number`), ''),
    v.trim(),
    v.check((text) => text === '' || /^\d+$/.test(text), `${field} must be a whole number`),
    v.transform((text) => (text === '' ? fallback : Number(text))),
    v.minValue(1, `${field} must be at least 1`),
    v.maxValue(max, `${field} must be at most ${max}`),
  );

/** `?page=2&limit=20` of the console's numbered tables: page 1 and 10 rows when blank. */
export const ConsolePageQuerySchema = v.object({
  page: wholeNumber('page', 1, 100_000),
  limit: wholeNumber('limit', pageLimits.default, pageLimits.max),
});
export type ConsolePageQuery = v.InferOutput<typeof ConsolePageQuerySchema>;

/** Where a numbered page sits: its number, its size, and how many rows all pages hold. */
export const ConsolePageSchema = v.object({ page: v.number(), limit: v.number(), total: v.number() });
export type ConsolePage = v.InferOutput<typeof ConsolePageSchema>;
