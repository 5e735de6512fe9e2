/** `2026-01-31 14:05 UTC`, as the command lines print times. */
export const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** Rows of cells as aligned lines, or `empty` when there are none. */
export function table(rows: string[][], empty: string): string[] {
  if (rows.length === 0) return [empty];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}
