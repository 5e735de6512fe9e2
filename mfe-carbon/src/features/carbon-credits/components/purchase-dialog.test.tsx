import { sessionActions } from '@commons/shared/session';
import { approvedUser, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CarbonCreditsPage from '../../../exposed/carbon-credits-page';
import { carbonApi, paths, record, thisYear } from '../../../test/carbon-fixtures';

const lastYear = thisYear - 1;
const checkoutId = '99999999-9999-4999-8999-999999999999';

/** Opens the Purchasing Credits popup of last year's row. */
async function openPurchase() {
  renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
  const table = await screen.findByRole('table', { name: 'Carbon credits by year' });
  await userEvent.click(within(table).getByRole('button', { name: 'Checkout' }));
  return screen.findByRole('dialog', { name: 'Purchasing Credits' });
}

/** The record the server replies once `quantity` tonnes were bought for it. */
const boughtRecord = (quantity: number, offsetsBefore = 0, sample = false) =>
  record(lastYear, {
    credits: quantity,
    offsets: offsetsBefore + quantity,
    badge: 'BLUE',
    retirements: [{ checkoutId, quantity, retiredAt: '2026-11-29T12:00:00.000Z', sample }],
  });

describe('PurchaseDialog', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it("should offer only what the year still needs once a plan's months retired part of it", async () => {
    const api = carbonApi({ [paths.records]: () => [record(lastYear, { estimatedEmissions: 12, offsets: 4 })] });
    const dialog = await openPurchase();

    expect(await within(dialog).findByText(`${lastYear} still needs 8 t: 12 t of emissions less 4 t already retired for it.`, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Tonnes' })).toHaveValue(8);
    expect(within(dialog).getByText('You pay $24.80')).toBeInTheDocument();
    expect(api.callsTo(paths.fifo)[0]?.body).toEqual({ requiredQuantity: 8 });
  });

  it('should name the mark-up as the marketplace mark-up in the breakdown', async () => {
    carbonApi({ [paths.records]: () => [record(lastYear)] });
    const dialog = await openPurchase();
    const breakdown = await within(dialog).findByRole('table', { name: 'Price breakdown' });
    expect(within(breakdown).getByRole('rowheader', { name: 'Marketplace mark-up (3.33%)' })).toBeInTheDocument();
  });

  it('should offset the detailed estimate, rounded up, when the buyer chooses it', async () => {
    const year = record(lastYear, { estimatedEmissions: 24 });
    const detailed = Math.ceil(year.detailedEstimate.totalTonnes);
    const api = carbonApi({ [paths.records]: () => [year], [paths.checkout]: () => boughtRecord(detailed) });
    const dialog = await openPurchase();

    await userEvent.click(await within(dialog).findByRole('radio', { name: `The detailed estimate: ${detailed} t` }));
    expect(within(dialog).getByText(/the badge reads Offset only once the product's 24 t are covered/)).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Tonnes' })).toHaveValue(detailed);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));

    await within(dialog).findByRole('button', { name: 'Done' });
    expect(api.callsTo(paths.checkout)[0]?.body).toMatchObject({ quantity: detailed });
  });

  it('should say a year bought in another tab is already bought before Confirm, asking the records again', async () => {
    let records = [record(lastYear)];
    const api = carbonApi({ [paths.records]: () => records });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const table = await screen.findByRole('table', { name: 'Carbon credits by year' });
    // Another tab buys the year while this one still offers Checkout.
    records = [boughtRecord(24)];
    await userEvent.click(within(table).getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchasing Credits' });

    expect(await within(dialog).findByText(`The credits of ${lastYear} are already bought (perhaps in another tab). Nothing was charged.`)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(api.callsTo(paths.fifo)).toHaveLength(0);
  });

  it('should show what the purchase came to: the certificate, its verification link and the public page when on', async () => {
    const toasts = watchToasts();
    carbonApi({
      [paths.records]: () => [record(lastYear)],
      [paths.checkout]: () => boughtRecord(24),
      [paths.publicPage]: () => ({ enabled: true, handle: 'ada', displayName: 'Ada' }),
    });
    const dialog = await openPurchase();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(`24 t CO2e retired for ${lastYear}.`);
    expect(toasts.showing()).toContain('Transaction Success');
    expect(within(dialog).getByRole('button', { name: 'Open Certificate (PDF)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /\/verify\// })).toHaveAttribute('href', `/verify/${checkoutId}`);
    expect(await within(dialog).findByRole('link', { name: /\/u\/ada$/ })).toHaveAttribute('href', '/u/ada');
  });

  it('should say a purchase of sample credits is not a real retirement', async () => {
    carbonApi({ [paths.records]: () => [record(lastYear)], [paths.checkout]: () => boughtRecord(24, 0, true) });
    const dialog = await openPurchase();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('note')).toHaveTextContent('Sample, not a real retirement');
  });

  it('should not call a real purchase a sample', async () => {
    carbonApi({ [paths.records]: () => [record(lastYear)], [paths.checkout]: () => boughtRecord(24) });
    const dialog = await openPurchase();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));

    await within(dialog).findByRole('status');
    expect(within(dialog).queryByText(/Sample, not a real retirement/)).not.toBeInTheDocument();
  });

  it('should let a sub-user without the Wallet menu buy from the account wallet, never asking its balance', async () => {
    const toasts = watchToasts();
    sessionActions.signIn({ ...approvedUser, iam: 'SUB_USER', assignedGroupPolicyId: 'policy-1', assignedGroupPolicy: { menus: ['CARBON_CREDITS'] } });
    const api = carbonApi({ [paths.records]: () => [record(lastYear)], [paths.checkout]: () => boughtRecord(24) });
    const dialog = await openPurchase();

    expect(await within(dialog).findByText(/The account's wallet pays for this purchase\..*ask the account owner/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByRole('button', { name: 'Done' });
    expect(api.callsTo(paths.wallet)).toHaveLength(0);
    expect(api.callsTo(paths.publicPage)).toHaveLength(0);
    await waitFor(() => expect(toasts.showing()).toEqual(['Transaction Success']));
  });

  it('should show the balance to a sub-user whose policy has the Wallet menu', async () => {
    sessionActions.signIn({ ...approvedUser, iam: 'SUB_USER', assignedGroupPolicyId: 'policy-1', assignedGroupPolicy: { menus: ['CARBON_CREDITS', 'WALLET'] } });
    carbonApi({ [paths.records]: () => [record(lastYear)] });
    const dialog = await openPurchase();
    expect(await within(dialog).findByText(/Wallet balance: \$1,000\.00\. Enough for this purchase\./)).toBeInTheDocument();
  });
});
