import { formatCount, type EmissionBar } from '@commons/shared/domain';
import { VisuallyHidden } from '@commons/shared/ui-kit';

/**
 * The chart's numbers as a table, for whoever cannot see the bars: read by screen readers, not
 * shown. Hidden through a wrapper: a table is as wide as its cells whatever its own width, so a
 * hidden table itself would make the dashboard scroll sideways on a phone.
 */
export function EmissionTable({ bars, caption }: { bars: readonly EmissionBar[]; caption: string }) {
  return (
    <VisuallyHidden as="div">
      <table>
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
      </table>
    </VisuallyHidden>
  );
}
