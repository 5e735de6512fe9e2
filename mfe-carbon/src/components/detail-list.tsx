import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The label keeps its own width and a long value wraps beside it: with the value's column
 * sized to its content, "Rajasthan Solar Water Pumps" would squeeze "Project" under itself.
 */
const List = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; }
`;

/** One labelled figure of a popup. */
export interface Detail {
  term: string;
  value: ReactNode;
}

/** Labelled figures, label left and value right (a purchase's prices, a project's facts). */
export function DetailList({ label, details }: { label: string; details: Detail[] }) {
  return (
    <List aria-label={label}>
      {details.map((detail) => (
        <Fragment key={detail.term}>
          <dt>{detail.term}</dt>
          <dd>{detail.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
