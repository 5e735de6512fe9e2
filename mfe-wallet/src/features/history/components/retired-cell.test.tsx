import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@commons/shared/ui';
import { checkoutRecord } from '../../../test/wallet-fixtures';
import { RetiredCell } from './retired-cell';

const show = (change: Parameters<typeof checkoutRecord>[1]) =>
  render(
    <ThemeProvider theme={theme}>
      <RetiredCell record={checkoutRecord(1, change)} />
    </ThemeProvider>,
  );

describe('RetiredCell', () => {
  it('should link a real retirement to its units in the registry, and not call it a sample', () => {
    const url = 'https://registry.goldstandard.org/credit-blocks?q=GS1-1-IN-GS2443-12-2021-21578-1-24';
    const { container } = show({ registryRetirementUrl: url });
    expect(screen.getByRole('link', { name: 'Registry record' })).toHaveAttribute('href', url);
    expect(container).not.toHaveTextContent(/sample/i);
  });

  it('should say plainly that a sample is not a real retirement, with no registry link', () => {
    const { container } = show({ sample: true });
    expect(container).toHaveTextContent('2024Kasigau Corridor REDD+Sample, not a real retirement');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('should show a dash for a checkout whose retirement cannot be read', () => {
    const { container } = show({ year: null, projectName: null, sample: null });
    expect(container).toHaveTextContent(/^-$/);
  });
});
