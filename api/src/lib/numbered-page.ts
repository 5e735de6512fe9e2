/** A numbered page asked for: `page` from 1, `limit` rows a page. */
export interface NumberedPage {
  page: number;
  limit: number;
}

/** The rows to skip for `page`. */
export const offsetOf = ({ page, limit }: NumberedPage): number => (page - 1) * limit;

/** What a numbered page replies besides its rows; an empty list still has one (empty) page. */
export const pageFacts = ({ page, limit }: NumberedPage, total: number) => ({
  page,
  pageCount: Math.max(1, Math.ceil(total / limit)),
  total,
});
