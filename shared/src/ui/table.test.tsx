import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from './table';
import { withTheme } from '../testing/with-theme';

describe('Table', () => {
  it('should let the keyboard reach its scrolling area, named after the table', async () => {
    render(
      <Table caption="Withdrawal requests" columns={[{ header: 'Amount', cell: (n: number) => n }]} rows={[]} rowKey={(n) => n} emptyText="NO DATA AVAILABLE" />,
      { wrapper: withTheme },
    );
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Withdrawal requests' })).toHaveFocus();
    expect(screen.getByRole('cell', { name: 'NO DATA AVAILABLE' })).toBeInTheDocument();
  });
});
