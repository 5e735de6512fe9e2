import { pageLimits } from '@commons/shared/domain';

/** Where one page starts: the `nextCursor` of the page before it, or nothing for the first. */
export interface PageRequest {
  cursor?: string | null;
  /** Rows per page; the contract's 10 unless given (docs/product-rules.md#figures-and-limits). */
  limit?: number;
  signal?: AbortSignal;
}

/** The query of a cursor page, for a typed call: `limit`, and `cursor` after the first page. */
export const pageQuery = ({ cursor, limit = pageLimits.default }: PageRequest) => ({
  limit: String(limit),
  ...(cursor ? { cursor } : {}),
});
