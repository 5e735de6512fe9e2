import { sessionActions } from '@commons/shared/session';
import { renderPage } from '@commons/shared/testing';
import { screen, within } from '@testing-library/react';
import MethodologyPage from './methodology-page';

describe('MethodologyPage', () => {
  beforeEach(() => sessionActions.clear());

  it('should say, without a session, that purchases use Emissions (mt) and the detailed estimate is for information', () => {
    renderPage(<MethodologyPage />, { path: '/methodology' });
    expect(screen.getByRole('heading', { level: 1, name: 'Footprint Methodology' })).toBeInTheDocument();
    const intro = screen.getByRole('region', { name: 'Two estimates' });
    expect(within(intro).getByText(/is the estimate every purchase, monthly offset and badge uses/)).toBeInTheDocument();
    expect(within(intro).getByText(/0.578 kg CO2e per kWh/)).toBeInTheDocument();
    expect(within(intro).getByText(/nothing is charged by it/)).toBeInTheDocument();
    expect(within(intro).getByText(/Ember's yearly electricity data, published under CC BY 4.0/)).toBeInTheDocument();
  });

  it('should list every factor of the current set with its source, year and licence', () => {
    renderPage(<MethodologyPage />, { path: '/methodology' });
    const set = screen.getByRole('region', { name: 'Factor set 2026-11 (current)' });
    const rows = within(within(set).getByRole('table', { name: 'Factors of set 2026-11' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Electricity, by country of residence'),
      expect.stringMatching(/world average.*472.94 g CO2\/kWh.*Ember.*2024CC BY 4.0/),
      expect.stringMatching(/Car travel.*400 g CO2\/mile.*Typical Passenger Vehicle2023Public domain/),
      expect.stringMatching(/Water supply.*1,500 kWh per million gallons.*EPA 816-F-13-004.*2013Public domain/),
      expect.stringMatching(/Household, per person0.5 t CO2\/person.*not a published factor/),
    ]);
    expect(within(set).getByRole('link', { name: /Typical Passenger Vehicle/ })).toHaveAttribute(
      'href',
      'https://www.epa.gov/greenvehicles/greenhouse-gas-emissions-typical-passenger-vehicle',
    );
  });

  it("should list each country's grid figure with its year", () => {
    renderPage(<MethodologyPage />, { path: '/methodology' });
    const grid = screen.getByRole('table', { name: 'Grid intensity by country, set 2026-11' });
    const row = within(grid).getByRole('cell', { name: 'United States' }).closest('tr');
    expect(row?.textContent).toBe('United States383.552024');
    expect(within(grid).getAllByRole('row')).toHaveLength(210);
  });
});
