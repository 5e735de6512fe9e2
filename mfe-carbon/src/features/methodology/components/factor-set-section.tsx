import { gridCountries, type FactorSet, type FactorSource, type GridCountry } from '@commons/shared/domain';
import { VisuallyHidden } from '@commons/shared/ui-kit';
import { Table, type Column } from '@commons/shared/ui-kit';
import styled from 'styled-components';

/** One factor of a set as the methodology page lists it. */
interface FactorRow {
  factor: string;
  value: string;
  source: Omit<FactorSource, 'year'>;
  year: string;
}

// One formatter for the page: `toLocaleString` with options builds one per call, 400 times here.
const numberFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 });
const number = (value: number) => numberFormat.format(value);

/** The set's factors, one row each; the country grid figures follow in their own table. */
function factorRows(set: FactorSet, countries: GridCountry[]): FactorRow[] {
  const [worldGrams, worldYear] = set.electricity.world;
  const gridYears = countries.map((row) => row.year);
  return [
    {
      factor: 'Electricity, by country of residence',
      value: 'g CO2 per kWh of the country (table below)',
      source: set.electricity.source,
      year: `${Math.min(...gridYears)} to ${Math.max(...gridYears)}, by country`,
    },
    { factor: 'Electricity, world average (country unknown)', value: `${number(worldGrams)} g CO2/kWh`, source: set.electricity.source, year: String(worldYear) },
    { factor: 'Car travel, per mile entered', value: `${number(set.vehicle.gramsPerMile)} g CO2/mile`, source: set.vehicle.source, year: String(set.vehicle.source.year) },
    {
      factor: 'Water supply, per gallon entered',
      value: `${number(set.water.kwhPerGallon * 1_000_000)} kWh per million gallons, at the grid's g CO2/kWh`,
      source: set.water.source,
      year: String(set.water.source.year),
    },
    { factor: 'Household, per person', value: `${number(set.person.tonnes)} t CO2/person`, source: set.person.source, year: String(set.person.source.year) },
  ];
}

const SourceLink = ({ source }: { source: Omit<FactorSource, 'year'> }) =>
  source.url.startsWith('http') ? <a href={source.url}>{source.name}</a> : <>{source.name}</>;

const columns: Column<FactorRow>[] = [
  { header: 'Factor', cell: (row) => row.factor },
  { header: 'Value', cell: (row) => row.value },
  { header: 'Source', cell: (row) => <SourceLink source={row.source} /> },
  { header: 'Year', cell: (row) => row.year },
  { header: 'Licence', cell: (row) => row.source.licence },
];

const Section = styled.section`
  h2 { margin: 0 0 12px; font-size: 1.25rem; }
`;

const Countries = styled.details`
  margin-top: 16px;
  summary { cursor: pointer; font-weight: 600; padding: 8px 0; }
  table { width: 100%; max-width: 560px; border-collapse: collapse; font-size: 0.9rem; }
  th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  td:nth-child(n + 2), th:nth-child(n + 2) { text-align: right; white-space: nowrap; }
`;

/** Every factor of one set, with source, year and licence, and each country's grid figure. */
export function FactorSetSection({ set, current }: { set: FactorSet; current: boolean }) {
  const countries = gridCountries(set);
  const title = `Factor set ${set.version}${current ? ' (current)' : ''}`;
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      <Table caption={`Factors of set ${set.version}`} columns={columns} rows={factorRows(set, countries)} rowKey={(row) => row.factor} emptyText="-" />
      <Countries>
        <summary>Grid intensity of {countries.length} countries and territories (set {set.version})</summary>
        <table>
          <VisuallyHidden as="caption">Grid intensity by country, set {set.version}</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">g CO2/kWh</th>
              <th scope="col">Year</th>
            </tr>
          </thead>
          <tbody>
            {countries.map((row) => (
              <tr key={row.country}>
                <td>{row.country}</td>
                <td>{number(row.gramsPerKwh)}</td>
                <td>{row.year}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Countries>
    </Section>
  );
}
