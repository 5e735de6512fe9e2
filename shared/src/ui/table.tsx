import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th, td { padding: 12px 14px; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { background: ${({ theme }) => theme.colors.primarySoft}; font-weight: 600; white-space: nowrap; }
  tbody tr:last-child td { border-bottom: 0; }
`;

const Empty = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

/**
 * Sticky on both sides: on a table wider than the screen, the centred text is pulled back into
 * the visible part of the row instead of sitting off screen (issue 14).
 */
const EmptyText = styled.span`
  display: inline-block;
  position: sticky;
  left: 14px;
  right: 14px;
`;

/** One column: its header and how a row shows in it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
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
}

/**
 * A data table with a header row, horizontal scrolling on narrow screens and an empty state.
 * The scrolling region is a named, focusable region, so keyboard users can scroll it too
 * (axe `scrollable-region-focusable`).
 */
export function Table<Row>({ caption, columns, rows, rowKey, emptyText }: TableProps<Row>) {
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <StyledTable>
        {/* Read by screen readers, not shown: the surrounding screen already titles the table. */}
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>
                <EmptyText>{emptyText}</EmptyText>
              </Empty>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
