import { sessionActions } from '@commons/shared/session';
import { approvedUser, renderPage } from '@commons/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { order, thisYear } from '../../../test/carbon-fixtures';
import { TransferDetailsView } from './transfer-details';

const usOrder = order(thisYear - 1, {
  transfer: {
    bankName: 'First Bank of Oregon',
    account: { kind: 'us', holderName: 'Cascade Forest Trust', accountNumber: '000123456789', routingNumber: '021000021' },
    amount: 1234.5,
    reference: 'RF18 5390 0754 7034',
  },
});

/** The value each term of the details shows, in order. */
const detailsOf = () => {
  const list = screen.getByLabelText('Transfer details');
  return within(list).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.firstElementChild?.textContent]);
};

describe('TransferDetailsView', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should show the holder, bank, IBAN in groups of four, amount and the reference to quote', () => {
    renderPage(<TransferDetailsView order={order(thisYear - 1)} />);

    expect(detailsOf()).toEqual([
      ['Account holder', 'Wildlife Works Carbon'],
      ['Bank', 'ABN AMRO'],
      ['IBAN', 'NL91 ABNA 0417 1643 00'],
      ['Amount', '$74.40'],
      ['Quote this reference', 'RF18 5390 0754 7034'],
    ]);
    expect(screen.getByText(/We have emailed these details to you too\./)).toBeInTheDocument();
    expect(screen.getByText(/certificate follows within 2 working days of the money arriving/)).toBeInTheDocument();
    expect(screen.getByText(/still unpaid after 90 days is cancelled: this one on Feb 2\d, 2027/)).toBeInTheDocument();
  });

  it('should show a US account by its account and routing numbers', () => {
    renderPage(<TransferDetailsView order={usOrder} />);

    expect(detailsOf()).toEqual([
      ['Account holder', 'Cascade Forest Trust'],
      ['Bank', 'First Bank of Oregon'],
      ['Account number', '000123456789'],
      ['Routing number', '021000021'],
      ['Amount', '$1,234.50'],
      ['Quote this reference', 'RF18 5390 0754 7034'],
    ]);
  });

  it("should copy each detail as a bank's form takes it: no spaces in the IBAN or reference, the amount in plain figures", async () => {
    const user = userEvent.setup();
    renderPage(<TransferDetailsView order={order(thisYear - 1)} />);
    const copied: string[] = [];
    for (const what of ['the IBAN', 'the amount', 'the reference', "the account holder's name"]) {
      await user.click(screen.getByRole('button', { name: `Copy ${what}` }));
      copied.push(await navigator.clipboard.readText());
    }

    expect(copied).toEqual(['NL91ABNA0417164300', '74.40', 'RF18539007547034', 'Wildlife Works Carbon']);
    expect(screen.getByRole('button', { name: 'Copy the reference' })).toHaveTextContent('Copied');
  });
});
