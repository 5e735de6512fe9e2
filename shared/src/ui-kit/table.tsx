import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

/**
 * The table's frame, and the box its layout is chosen by: a table whose columns cannot all fit
 * its width turns each row into a card (see `StyledTable`). Scrolling stays as the last resort
 * (a cell that cannot break), named and focusable for keyboard users.
 */
const Scroll = styled.div`
  container: table-frame / inline-size;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A row as a card: the header row hidden (still read), each cell its label beside its value. */
const cardRules = css`
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  tbody, tr, td { display: block; }
  tr { padding: 8px 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  tbody tr:last-child { border-bottom: 0; }
  td {
    display: grid;
    grid-template-columns: minmax(96px, 40%) minmax(0, 1fr);
    align-items: center;
    gap: 12px;
    padding: 6px 14px;
    border-bottom: 0;
  }
  .cell-label { display: block; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
  .cell-value { min-width: 0; overflow-wrap: anywhere; }
  td[colspan] { display: block; }
  /* A table that sorts keeps its sortable headers on screen, as a row of buttons above the cards. */
  thead[data-sorts='true'] { position: static; width: auto; height: auto; overflow: visible; clip-path: none; display: block; }
  thead[data-sorts='true'] tr { display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 8px 14px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  thead[data-sorts='true'] th { display: block; padding: 0; border: 0; background: none; }
  thead[data-sorts='true'] th:not([aria-sort]) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
`;

/**
 * Wide enough, a plain table whose cells wrap between words (a word too long for its column
 * breaks), and whose action buttons wrap onto a second line, so every column, the actions
 * included, fits at desktop widths. With `$cards` (its columns cannot fit), each row
 * becomes a card: one line per column, its header beside its value, the actions last. The
 * explicit ARIA roles keep the table's semantics when CSS changes its display.
 */
const StyledTable = styled.table<{ $cards: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th, td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: break-word;
  }
  th { background: ${({ theme }) => theme.colors.primarySoft}; font-weight: 600; overflow-wrap: normal; hyphens: auto; }
  tbody tr:last-child td { border-bottom: 0; }
  /* A cell's buttons wrap onto a second line rather than push the table wider. */
  .cell-value > div { flex-wrap: wrap; }

  ${({ $cards }) => $cards && cardRules}
  /* Cards narrower still (a small phone): each label above its value. */
  @container table-frame (max-width: 280px) {
    &[data-cards='true'] td { grid-template-columns: minmax(0, 1fr); gap: 2px; }
  }
`;

const Empty = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

/**
 * Sticky on both sides: on a table wider than the screen, the centred text is pulled back into
 * the visible part of the row instead of sitting off screen.
 */
const EmptyText = styled.span`
  display: inline-block;
  position: sticky;
  left: 14px;
  right: 14px;
`;

/**
 * A header that may break after a full stop inside it ("Ann.Emissions"), which CSS alone will
 * not do: its text stays as written (Chromium reads the break as a space), and its column may
 * be narrower, leaving room to the columns whose cells need it.
 */
const breakableHeader = (header: string): ReactNode =>
  header.split(/(?<=\.)(?=\p{L})/u).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));

/** One column: its header and how a row shows in it; `sortKey` when the server sorts by it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  sortKey?: string;
}

/** How a table is sorted now, and what a click on a sortable header asks for. */
export interface TableSorting {
  sort: string;
  order: 'asc' | 'desc';
  /** The sort a header asks for: its key, ascending, or the other way when it is the sort already. */
  onSort: (sort: string, order: 'asc' | 'desc') => void;
}

/** A header's button: the header's own look, a ring when focused (from the theme), an arrow for the sort. */
const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { text-decoration: underline; }
`;

const arrows = { ascending: '▲', descending: '▼', none: '↕' } as const;

/**
 * A sortable header: a button inside the `th`, whose `aria-sort` says the sort now
 * (docs/architecture.md#the-console): a click sorts by it ascending, a second click descending.
 */
function SortHeader({ header, sortKey, sorting }: { header: string; sortKey: string; sorting: TableSorting }) {
  const current = sorting.sort === sortKey;
  const state = !current ? 'none' : sorting.order === 'asc' ? 'ascending' : 'descending';
  const next = current && sorting.order === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" role="columnheader" aria-sort={state}>
      <SortButton type="button" onClick={() => sorting.onSort(sortKey, next)}>
        {breakableHeader(header)}
        <span aria-hidden="true">{arrows[state]}</span>
      </SortButton>
    </th>
  );
}

/** Props of `Table`. */
export interface TableProps<Row> {
  /** Describes the table for assistive technology. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** Shown in a single row when there are no rows. */
  emptyText: string;
  /** The server's sort, for columns with a `sortKey`; without it no header sorts. */
  sorting?: TableSorting;
}

/**
 * Whether the rows show as cards: measured, not guessed from a breakpoint. Drawn as a table, it
 * turns to cards when the table is wider than its frame, and back once the frame is as wide as
 * the table needed. New rows or columns measure again. Decided before paint, so nothing flashes.
 */
function useCardsWhenTooWide(rows: unknown[], columnCount: number) {
  const frame = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  /** The width the table needed, for these rows and columns; null while it fits. */
  const [tooWide, setTooWide] = useState<{ rows: unknown[]; columnCount: number; needed: number } | null>(null);
  const cards = tooWide !== null && tooWide.rows === rows && tooWide.columnCount === columnCount;
  useLayoutEffect(() => {
    const box = frame.current;
    const drawn = table.current;
    if (!box || !drawn || typeof ResizeObserver === 'undefined') return;
    // A new observer reports the frame's size once at once (before paint), then on every change.
    const observer = new ResizeObserver(() => {
      if (!cards && drawn.offsetWidth > box.clientWidth + 1) setTooWide({ rows, columnCount, needed: drawn.offsetWidth });
      else if (cards && tooWide && box.clientWidth >= tooWide.needed) setTooWide(null);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [cards, tooWide, rows, columnCount]);
  return { frame, table, cards };
}

/**
 * A data table with a header row, rows as cards when its columns do not fit, and an empty state.
 * The scrolling region is a named, focusable region, so keyboard users can scroll it too
 * (axe `scrollable-region-focusable`).
 */
export function Table<Row>({ caption, columns, rows, rowKey, emptyText, sorting }: TableProps<Row>) {
  const { frame, table, cards } = useCardsWhenTooWide(rows, columns.length);
  return (
    <Scroll ref={frame} role="region" aria-label={caption} tabIndex={0}>
      <StyledTable ref={table} role="table" $cards={cards} data-cards={cards}>
        {/* Read by screen readers, not shown: the surrounding screen already titles the table. */}
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead role="rowgroup" data-sorts={Boolean(sorting && columns.some((column) => column.sortKey))}>
          <tr role="row">
            {columns.map(({ header, sortKey }) =>
              sorting && sortKey ? (
                <SortHeader key={header} header={header} sortKey={sortKey} sorting={sorting} />
              ) : (
                <th key={header} scope="col" role="columnheader">
                  {breakableHeader(header)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr role="row">
              <Empty role="cell" colSpan={columns.length}>
                <EmptyText>{emptyText}</EmptyText>
              </Empty>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => (
                  <td key={column.header} role="cell">
                    {/* The header beside the value when the row is a card (only then: a cell's
                        text is its value); the table's header names the cell for assistive
                        technology, so this is not read twice. */}
                    {cards && (
                      <span className="cell-label" aria-hidden="true">
                        {column.header}
                      </span>
                    )}
                    <div className="cell-value">{column.cell(row)}</div>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
