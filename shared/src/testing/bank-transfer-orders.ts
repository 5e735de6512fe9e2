import type { BankTransferOrder } from '../schemas';

/**
 * An order of 24 t for `year`'s record, awaiting payment, paid to a Dutch IBAN with the
 * reference RF18 5390 0754 7034; `n` tells orders apart. Its record and listing ids are those
 * the remotes' own fixtures give a record of `year` and the listing of Kasigau Corridor.
 */
export const bankTransferOrder = (year: number, change: Partial<BankTransferOrder> = {}, n = 1): BankTransferOrder => ({
  orderId: `22222222-2222-4222-8222-${String(n).padStart(12, '0')}`,
  reference: 'RF18 5390 0754 7034',
  state: 'awaiting_payment',
  operationalDataId: `00000000-0000-4000-8000-${String(year).padStart(12, '0')}`,
  year,
  listingId: '11111111-1111-4111-8111-111111111111',
  projectId: 'VCS-612',
  projectName: 'Kasigau Corridor REDD+',
  vintage: 2021,
  quantity: 24,
  amount: 74.4,
  createdAt: '2026-11-29T12:00:00.000Z',
  inProgressAt: null,
  paidAt: null,
  cancelledAt: null,
  cancelledBy: null,
  expiresAt: '2027-02-27T12:00:00.000Z',
  checkoutId: null,
  transfer: {
    bankName: 'ABN AMRO',
    account: { kind: 'iban', holderName: 'Wildlife Works Carbon', iban: 'NL91ABNA0417164300' },
    amount: 74.4,
    reference: 'RF18 5390 0754 7034',
  },
  ...change,
});
