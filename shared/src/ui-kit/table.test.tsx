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

  it('should let a header break after a full stop inside it, keeping its text as written', () => {
    render(
      <Table caption="Records" columns={[{ header: 'Actual Ann.Emissions', cell: (n: number) => n }]} rows={[1]} rowKey={(n) => n} emptyText="No records yet" />,
      { wrapper: withTheme },
    );
    const header = screen.getByRole('columnheader');
    expect(header).toHaveTextContent(/^Actual Ann\.Emissions$/);
    expect(header.querySelector('wbr')).not.toBeNull();
  });

  it('should sort by a header with a button, aria-sort saying the sort now, the other way on a second click', async () => {
    const onSort = vi.fn();
    const columns = [
      { header: 'Email', cell: (n: number) => n, sortKey: 'email' },
      { header: 'Year', cell: (n: number) => n, sortKey: 'year' },
      { header: 'Plan', cell: (n: number) => n },
    ];
    render(<Table caption="Plans" columns={columns} rows={[1]} rowKey={(n) => n} emptyText="No plans" sorting={{ sort: 'email', order: 'asc', onSort }} />, {
      wrapper: withTheme,
    });
    const [email, year, plan] = screen.getAllByRole('columnheader');
    expect(email).toHaveAttribute('aria-sort', 'ascending');
    expect(year).toHaveAttribute('aria-sort', 'none');
    expect(plan).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: /Plan/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Email/ }));
    expect(onSort).toHaveBeenLastCalledWith('email', 'desc');
    await userEvent.click(screen.getByRole('button', { name: /Year/ }));
    expect(onSort).toHaveBeenLastCalledWith('year', 'asc');
  });
});
