import { sessionActions } from '@commons/shared/session';
import { approvedUser, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CarbonCreditsPage from '../../../exposed/carbon-credits-page';
import { carbonApi, listing, order, orderPage, paths, record, thisYear } from '../../../test/carbon-fixtures';

const lastYear = thisYear - 1;
const transferListing = listing({ bankTransfer: true });

/** Answers the orders path: a POST places `placed`, a GET lists nothing. */
const ordersReply = (placed = order(lastYear)) => (call: SentCall) => (call.method === 'POST' ? placed : orderPage([]));

/** Opens the Purchasing Credits popup of last year's row. */
async function openPurchase() {
  renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
  const table = await screen.findByRole('table', { name: 'Carbon credits by year' });
  await userEvent.click(within(table).getByRole('button', { name: 'Checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Purchasing Credits' });
  await within(dialog).findByRole('radio', { name: 'Pay from wallet' });
  return dialog;
}

describe('PaymentChoice', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it("should say why a project that takes no transfers cannot be paid by transfer, keeping the wallet's Confirm", async () => {
    carbonApi({ [paths.records]: () => [record(lastYear)] });
    const dialog = await openPurchase();

    expect(within(dialog).getByRole('radio', { name: 'Pay by bank transfer' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Pay by bank transfer' })).toHaveAccessibleDescription(
      "This project's provider takes no bank transfers: pay from the wallet, or choose another project.",
    );
    expect(within(dialog).getByRole('radio', { name: 'Pay from wallet' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('should say a year with an unpaid order takes no second one, naming it', async () => {
    carbonApi({
      [paths.records]: () => [record(lastYear)],
      [paths.fifo]: () => transferListing,
      [paths.listings]: () => [transferListing],
      [paths.orders]: () => orderPage([order(lastYear, { state: 'in_progress' })]),
    });
    const dialog = await openPurchase();

    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Pay by bank transfer' })).toBeDisabled());
    expect(within(dialog).getByRole('radio', { name: 'Pay by bank transfer' })).toHaveAccessibleDescription(
      `${lastYear} has an unpaid bank-transfer order already (RF18 5390 0754 7034): another can be placed once it is paid or cancelled.`,
    );
  });

  it('should order the same year, project and quantity by transfer and show the details to pay with', async () => {
    const api = carbonApi({
      [paths.records]: () => [record(lastYear)],
      [paths.fifo]: () => transferListing,
      [paths.listings]: () => [transferListing],
      [paths.orders]: ordersReply(),
    });
    const dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay by bank transfer' }));
    expect(within(dialog).queryByText(/Wallet balance/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay by bank transfer' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(`Order placed: 24 t CO2e from Kasigau Corridor REDD+ held for ${lastYear} until you pay.`);
    expect(within(dialog).getByText('NL91 ABNA 0417 1643 00')).toBeInTheDocument();
    expect(within(dialog).getByText('Quote this reference')).toBeInTheDocument();
    const sent = api.callsTo(paths.orders).find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ listingId: transferListing.listingId, operationalDataId: record(lastYear).operationalDataId, quantity: 24 });
    expect(sent?.idempotencyKey).toEqual(expect.any(String));
    expect(api.callsTo(paths.checkout)).toHaveLength(0);
  });

  it('should place one order on a double click', async () => {
    let answer: (reply: Response) => void = () => {};
    const api = carbonApi({
      [paths.records]: () => [record(lastYear)],
      [paths.fifo]: () => transferListing,
      [paths.listings]: () => [transferListing],
      [paths.orders]: (call) => (call.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : orderPage([])),
    });
    const dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay by bank transfer' }));
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Pay by bank transfer' }));
    answer(jsonReply(order(lastYear)));

    await within(dialog).findByRole('button', { name: 'Done' });
    expect(api.callsTo(paths.orders).filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('should go back to the wallet when another project, taking no transfers, is chosen', async () => {
    const other = listing({ listingId: '33333333-3333-4333-8333-333333333333', projectName: 'Rimba Raya', bankTransfer: false });
    carbonApi({ [paths.records]: () => [record(lastYear)], [paths.fifo]: () => transferListing, [paths.listings]: () => [transferListing, other] });
    const dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay by bank transfer' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), other.listingId);

    expect(within(dialog).getByRole('radio', { name: 'Pay from wallet' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('should let a sub-user who may buy order by transfer too', async () => {
    const toasts = watchToasts();
    sessionActions.signIn({ ...approvedUser, iam: 'SUB_USER', assignedGroupPolicyId: 'policy-1', assignedGroupPolicy: { menus: ['CARBON_CREDITS'] } });
    const api = carbonApi({
      [paths.records]: () => [record(lastYear)],
      [paths.fifo]: () => transferListing,
      [paths.listings]: () => [transferListing],
      [paths.orders]: ordersReply(),
    });
    const dialog = await openPurchase();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay by bank transfer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay by bank transfer' }));

    await within(dialog).findByRole('button', { name: 'Done' });
    expect(within(dialog).getByText(/We have emailed these details to the account's owner too\./)).toBeInTheDocument();
    expect(api.callsTo(paths.orders).filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(api.callsTo(paths.wallet)).toHaveLength(0);
    await waitFor(() => expect(toasts.showing()).toEqual([]));
  });
});
