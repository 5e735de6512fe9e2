import { sessionActions } from '@commons/shared/session';
import { approvedUser, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carbonApi, listing, paths, record, thisYear } from '../test/carbon-fixtures';
import CarbonCreditsPage from './carbon-credits-page';

const lastYear = thisYear - 1;

const rowOf = async (year: number) => {
  const table = await screen.findByRole('table', { name: 'Carbon credits by year' });
  const row = within(table).getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === String(year));
  if (!row) throw new Error(`No row for ${year}`);
  return row;
};

const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.textContent);

describe('CarbonCreditsPage', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should list APPROVED and ESTIMATED records with their eight columns and the monthly plan', async () => {
    carbonApi({
      [paths.records]: () => [
        record(lastYear, { status: 'APPROVED', emissions: 30, credits: 24, offsets: 30, monthlyOffsetsDone: 2, badge: 'BLUE' }),
        record(2024),
        record(2023, { status: 'REJECTED' }),
      ],
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const table = await screen.findByRole('table', { name: 'Carbon credits by year' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Year',
      'Actual Ann.Emissions',
      'Estimated Ann.Emissions',
      'Carbon Credits',
      'Carbon Offset',
      'Monthly Offset Done',
      'Badge',
      'Monthly Plan',
      'Action',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(await rowOf(lastYear)).getAllByRole('cell').slice(0, 7).map((cell) => cell.textContent)).toEqual([
      String(lastYear),
      '30',
      '24',
      '24',
      '30',
      '2',
      'Offset',
    ]);
    expect(within(await rowOf(2024)).getAllByRole('cell')[1]).toHaveTextContent('-');
  });

  it('should offer Checkout or Offset per row as the credits, badge and year say, and a plan for a GRAY year', async () => {
    carbonApi({
      [paths.records]: () => [
        record(thisYear, { credits: 0, badge: 'GRAY' }),
        record(thisYear - 1, { credits: 0, badge: 'GRAY' }),
        record(thisYear - 2, { credits: 24, badge: 'GRAY' }),
        record(thisYear - 3, { credits: 24, badge: 'BLUE' }),
        record(thisYear - 4, { credits: 0, badge: 'BLUE' }),
        record(thisYear + 1, { credits: 24, badge: 'GRAY' }),
      ],
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    expect(buttonsOf(await rowOf(thisYear))).toEqual(['Start Plan', 'Checkout']);
    expect(buttonsOf(await rowOf(thisYear - 1))).toEqual(['Start Plan', 'Checkout']);
    expect(buttonsOf(await rowOf(thisYear - 2))).toEqual(['Start Plan', 'Offset']);
    expect(buttonsOf(await rowOf(thisYear - 3))).toEqual([]);
    expect(buttonsOf(await rowOf(thisYear - 4))).toEqual([]);
    expect(buttonsOf(await rowOf(thisYear + 1))).toEqual(['Start Plan', 'Offset']);
  });

  it('should show the purchase figures, the project and the balance, then buy on Confirm', async () => {
    const toasts = watchToasts();
    let records = [record(lastYear, { estimatedEmissions: 24, emissions: 30 })];
    const api = carbonApi({
      [paths.records]: () => records,
      [paths.checkout]: () => {
        records = [record(lastYear, { estimatedEmissions: 24, emissions: 30, credits: 24, offsets: 24, badge: 'GRAY' })];
        return records[0];
      },
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    await userEvent.click(within(await rowOf(lastYear)).getByRole('button', { name: 'Checkout' }));

    const dialog = await screen.findByRole('dialog', { name: 'Purchasing Credits' });
    expect(await within(dialog).findByText('Kasigau Corridor REDD+')).toBeInTheDocument();
    expect(api.callsTo(paths.fifo)[0]?.body).toEqual({ requiredQuantity: 24 });
    expect(within(dialog).getByText('You pay $74.40')).toBeInTheDocument();
    const breakdown = within(dialog).getByRole('table', { name: 'Price breakdown' });
    expect(within(breakdown).getByText('24 t CO2e of carbon credits')).toBeInTheDocument();
    expect(within(breakdown).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [],
      ['$3.00', '$72.00'],
      ['$0.10', '$2.40'],
      ['$3.10', '$74.40'],
    ]);
    expect(within(breakdown).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Credits', 'Marketplace mark-up (3.33%)', 'You pay']);
    const project = within(dialog).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(project).toEqual([
      'Project: Kasigau Corridor REDD+',
      'Country: Kenya',
      'Registry: Verra',
      'Vintage: 2021',
    ]);
    expect(await within(dialog).findByText(/Wallet balance: \$1,000\.00\. Enough for this purchase\./)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(`24 t CO2e retired for ${lastYear}.`);
    expect(api.callsTo(paths.checkout)[0]?.body).toEqual({
      listingId: listing().listingId,
      operationalDataId: record(lastYear).operationalDataId,
      quantity: 24,
    });
    expect(toasts.showing()).toContain('Transaction Success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Asked when the page opened, when the popup opened, and after the purchase.
    await waitFor(() => expect(api.callsTo(paths.records)).toHaveLength(3));
    // The actual 30 t are more than the 24 bought: a plan may offset the rest.
    expect(buttonsOf(await rowOf(lastYear))).toEqual(['Start Plan', 'Offset']);
    expect(api.callsTo(paths.wallet).length).toBeGreaterThanOrEqual(2);
  });

  it('should buy another project and more tonnes when the buyer picks them, and not fewer than the year needs', async () => {
    const mangroves = listing({
      listingId: '22222222-2222-4222-8222-222222222222',
      projectName: 'Sundarbans Mangroves',
      projectId: 'VCS-1234',
      country: 'Bangladesh',
      vintage: 2023,
      unitPrice: 15,
      markUpPrice: 18,
      available: 40,
    });
    const records = [record(lastYear, { estimatedEmissions: 24, emissions: 30 })];
    const api = carbonApi({
      [paths.records]: () => records,
      [paths.listings]: () => [listing(), mangroves],
      [paths.checkout]: () => records[0],
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    await userEvent.click(within(await rowOf(lastYear)).getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchasing Credits' });
    const project = within(dialog).getByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(within(project).getAllByRole('option')).toHaveLength(2));
    expect(api.callsTo(paths.listings)[0]?.body).toEqual({ requiredQuantity: 24 });
    expect(within(project).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '$3.10/t · Kasigau Corridor REDD+ (oldest listing)',
      '$18.00/t · Sundarbans Mangroves',
    ]);
    expect(project).toHaveValue(listing().listingId);

    await userEvent.selectOptions(project, mangroves.listingId);
    const tonnes = within(dialog).getByRole('spinbutton', { name: 'Tonnes' });
    await userEvent.clear(tonnes);
    await userEvent.type(tonnes, '20');
    expect(within(dialog).getByText('The year needs at least 24')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.clear(tonnes);
    await userEvent.type(tonnes, '41');
    expect(within(dialog).getByText('Only 40 for sale here')).toBeInTheDocument();
    await userEvent.clear(tonnes);
    await userEvent.type(tonnes, '30');
    expect(within(dialog).getByText('You pay $540.00')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toContain(
      'Project: Sundarbans Mangroves',
    );
    expect(within(dialog).getByRole('link', { name: /About this project/ })).toHaveAttribute('href', '/projects/VCS-1234');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByRole('button', { name: 'Done' });
    expect(api.callsTo(paths.checkout)[0]?.body).toEqual({
      listingId: mangroves.listingId,
      operationalDataId: record(lastYear).operationalDataId,
      quantity: 30,
    });
  });

  it('should buy once on a double click of Confirm with no delay: one success, no error', async () => {
    const toasts = watchToasts();
    let records = [record(lastYear, { estimatedEmissions: 24, emissions: 30 })];
    const api = carbonApi({
      [paths.records]: () => records,
      [paths.checkout]: () => {
        records = [record(lastYear, { estimatedEmissions: 24, emissions: 30, credits: 24, offsets: 24, badge: 'GRAY' })];
        return records[0];
      },
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    await userEvent.click(within(await rowOf(lastYear)).getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchasing Credits' });
    await within(dialog).findByText(/Enough for this purchase/);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    // Both clicks before React re-renders, as a browser's double click with no delay sends them.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await within(dialog).findByRole('button', { name: 'Done' });
    expect(api.callsTo(paths.checkout)).toHaveLength(1);
    expect(api.callsTo(paths.checkout)[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts.showing()).toEqual(['Transaction Success']);
  });

  it('should close the popup with one message and refresh the row when the year was bought in another tab', async () => {
    const toasts = watchToasts();
    let records = [record(lastYear, { estimatedEmissions: 24, emissions: 30 })];
    const api = carbonApi({
      [paths.records]: () => records,
      [paths.checkout]: () => {
        // The other tab's purchase: the server has the year bought, this tab still offers Checkout.
        records = [record(lastYear, { estimatedEmissions: 24, emissions: 30, credits: 24, offsets: 24, badge: 'GRAY' })];
        return jsonReply({ message: `The credits of ${lastYear} are already bought` }, 409);
      },
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    await userEvent.click(within(await rowOf(lastYear)).getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchasing Credits' });
    await within(dialog).findByText(/Enough for this purchase/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(buttonsOf(await rowOf(lastYear))).toEqual(['Start Plan', 'Offset']));
    expect(toasts.showing()).toEqual([`The credits of ${lastYear} are already bought`]);
    expect(api.callsTo(paths.records)).toHaveLength(3);
    expect(api.callsTo(paths.checkout)).toHaveLength(1);
  });

  it.each([
    [74.39, '$0.01', 1],
    [30, '$44.40', 45],
    [0, '$74.40', 75],
  ])('should not let a balance of %s confirm (%s short), and top up %s whole dollars coming back here', async (balance, short, topUp) => {
    const api = carbonApi({ [paths.records]: () => [record(lastYear)], [paths.wallet]: () => ({ amount: balance }) });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    await userEvent.click(within(await rowOf(lastYear)).getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchasing Credits' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Not enough for this purchase: ${short} short.`);
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Top Up Wallet' }));
    const returnTo = encodeURIComponent(`/carbon-credits?purchase=${record(lastYear).operationalDataId}`);
    expect(screen.getByLabelText('destination')).toHaveTextContent(`/wallet?topUp=${topUp}&returnTo=${returnTo}`);
    expect(api.callsTo(paths.checkout)).toHaveLength(0);
  });

  it('should reopen the purchase the address names, once, after a top-up', async () => {
    carbonApi({ [paths.records]: () => [record(lastYear), record(lastYear - 1, { credits: 24, badge: 'BLUE' })] });
    const state = { success: 'Payment Successful' };
    const { router } = renderPage(<CarbonCreditsPage />, { path: `/carbon-credits?purchase=${record(lastYear).operationalDataId}`, state });
    const dialog = await screen.findByRole('dialog', { name: 'Purchasing Credits' });
    expect(dialog).toHaveAccessibleDescription(`Offset the emissions of ${lastYear}.`);
    expect(await within(dialog).findByText('You pay $74.40')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The banner the page arrived with stays.
    expect(router.state.location.state).toEqual(state);
  });

  it('should not reopen a year that is no longer for sale', async () => {
    carbonApi({ [paths.records]: () => [record(lastYear, { credits: 24, badge: 'BLUE' })] });
    const { router } = renderPage(<CarbonCreditsPage />, { path: `/carbon-credits?purchase=${record(lastYear).operationalDataId}` });
    await rowOf(lastYear);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should close the popup when no listing can supply the quantity, asking once', async () => {
    const api = carbonApi({
      [paths.records]: () => [record(lastYear, { estimatedEmissions: null, emissions: 36 })],
      [paths.fifo]: () => jsonReply({ message: 'No listing can supply 36 tonnes' }, 404),
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    await userEvent.click(within(await rowOf(lastYear)).getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(paths.fifo).map((call) => call.body)).toEqual([{ requiredQuantity: 36 }]);
  });

  it('should confirm a monthly offset with its tonnes and cost, then update the row from the reply', async () => {
    const toasts = watchToasts();
    const bought = record(thisYear - 2, { credits: 24, offsets: 24, estimatedEmissions: 36 });
    const api = carbonApi({
      [paths.records]: () => [bought],
      [paths.offset]: () => ({ ...bought, offsets: 27, monthlyOffsetsDone: 1 }),
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    await userEvent.click(within(await rowOf(thisYear - 2)).getByRole('button', { name: 'Offset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monthly Offset' });
    expect(await within(dialog).findByText(/Offset 3 t CO2e of \d{4} for \$9\.30/)).toBeInTheDocument();
    expect(api.callsTo(paths.fifo)[0]?.body).toEqual({ requiredQuantity: 3 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Offset' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(paths.offset)[0]?.body).toEqual({ operationalDataId: bought.operationalDataId });
    expect(toasts.showing()).toContain('Transaction Success');
    const cells = within(await rowOf(thisYear - 2)).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent('27');
    expect(cells[5]).toHaveTextContent('1');
    expect(api.callsTo(paths.records)).toHaveLength(1);
  });

  it('should offset once on a double click of Confirm Offset with no delay', async () => {
    const bought = record(thisYear - 2, { credits: 24, offsets: 24, estimatedEmissions: 36 });
    const api = carbonApi({
      [paths.records]: () => [bought],
      [paths.offset]: () => ({ ...bought, offsets: 27, monthlyOffsetsDone: 1 }),
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    await userEvent.click(within(await rowOf(thisYear - 2)).getByRole('button', { name: 'Offset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monthly Offset' });
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm Offset' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(paths.offset)).toHaveLength(1);
  });

  it('should list a year\'s certificates and open one as a PDF in a new tab', async () => {
    carbonApi({
      [paths.records]: () => [
        record(thisYear - 2, {
          credits: 24,
          retirements: [{ checkoutId: 'checkout-9', quantity: 24, retiredAt: '2025-03-04T12:00:00.000Z', sample: false }],
        }),
      ],
      'carbon-credits/confirmation-certificate': () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/certificate-9'), revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    await userEvent.click(within(await rowOf(thisYear - 2)).getByRole('button', { name: 'Certificates' }));
    const dialog = await screen.findByRole('dialog', { name: `Certificates of ${thisYear - 2}` });
    expect(within(dialog).getByText(/^24 t CO2e on Mar \d, 2025/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'View certificate of checkout checkout-9' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/certificate-9'));
  });
});
