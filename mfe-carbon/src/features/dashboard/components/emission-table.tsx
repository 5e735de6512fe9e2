import { formatCount, type EmissionBar } from '@commons/shared/domain';
import styled from 'styled-components';

/** Read by screen readers, not shown: the chart above draws the same numbers. */
const HiddenTable = styled.table`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The chart's numbers as a table, for whoever cannot see the bars. */
export function EmissionTable({ bars, caption }: { bars: readonly EmissionBar[]; caption: string }) {
  return (
    <HiddenTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">Emissions (t CO2e)</th>
          <th scope="col">Offsets (t CO2e)</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.year}>
            <th scope="row">{bar.year}</th>
            <td>{formatCount(bar.emissions)}</td>
            <td>{formatCount(bar.offsets)}</td>
          </tr>
        ))}
      </tbody>
    </HiddenTable>
  );
}
