import { withTheme } from '@commons/shared/testing';
import { render, screen } from '@testing-library/react';
import { EmissionChart } from './emission-chart';

const bars = [
  { year: 2023, emissions: 24, offsets: 0 },
  { year: 2024, emissions: 36, offsets: 36 },
];

describe('EmissionChart', () => {
  it('should draw a titled, described chart that scales with its container', () => {
    render(<EmissionChart bars={bars} title="Emissions and offsets per year" description="Tonnes per year" />, { wrapper: withTheme });
    const chart = screen.getByRole('img', { name: 'Emissions and offsets per year' });
    expect(chart).toHaveAccessibleDescription('Tonnes per year');
    expect(chart).toHaveAttribute('viewBox', '0 0 500 300');
    expect(chart).toHaveStyle({ width: '100%' });
  });

  it('should label the years as whole years, the tonnes axis and both series in the legend', () => {
    const { container } = render(<EmissionChart bars={bars} title="Chart" description="Data" />, { wrapper: withTheme });
    const labels = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Emissions', 'Offsets', '2023', '2024', 'Tonnes CO2e']));
    expect(labels.filter((label) => label?.includes('.'))).toEqual([]);
    expect(container.querySelectorAll('path[role="presentation"]').length).toBeGreaterThanOrEqual(4);
  });
});
