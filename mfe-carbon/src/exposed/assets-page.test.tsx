import { sessionActions } from '@commons/shared/session';
import { approvedUser, renderPage } from '@commons/shared/testing';
import { screen, within } from '@testing-library/react';
import { carbonApi, paths, record } from '../test/carbon-fixtures';
import AssetsPage from './assets-page';

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('AssetsPage', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should list only APPROVED records, with "-" for missing values', async () => {
    carbonApi({
      [paths.records]: () => [
        record(2024, { status: 'APPROVED', emissions: 30, escalation: null }),
        record(2023, { status: 'APPROVED', emissions: null, estimatedEmissions: null, escalation: 'Bills missing' }),
        record(2025),
      ],
    });
    renderPage(<AssetsPage />, { path: '/assets' });
    const table = await screen.findByRole('table', { name: 'Approved operational data' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
    const [first, second, ...others] = within(table).getAllByRole('row').slice(1);
    expect(others).toEqual([]);
    expect(cellsOf(first!)).toEqual([
      '2024',
      expect.stringMatching(/^Mar \d, 2025/),
      '1',
      '12,000',
      '3,500',
      '40,000',
      '30',
      '24',
      '-',
    ]);
    expect(cellsOf(second!).slice(6)).toEqual(['-', '-', 'Bills missing']);
  });

  it('should say when there is nothing approved yet', async () => {
    carbonApi({ [paths.records]: () => [record(2025)] });
    renderPage(<AssetsPage />, { path: '/assets' });
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
  });

  it('should offer to try again when the records cannot be loaded', async () => {
    carbonApi({ [paths.records]: () => new Response(JSON.stringify({ message: 'Not allowed' }), { status: 403 }) });
    renderPage(<AssetsPage />, { path: '/assets' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your assets could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
