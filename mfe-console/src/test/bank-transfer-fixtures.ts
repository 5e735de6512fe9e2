import { creditorReference } from '@commons/shared/domain';
import type { BankTransferOrderState } from '@commons/shared/domain';
import type { ProviderOrder, ProviderOrders, ProviderProject } from '@commons/shared/schemas';

/** The n-th order's reference, in its electronic form: a valid ISO 11649 one. */
export const referenceOf = (n: number) => creditorReference(`5390075470${n}`);

/** An order of the provider's project GS1011 as GET /api/console/bank-transfers/orders lists it. */
export const providerOrder = (n: number, state: BankTransferOrderState = 'awaiting_payment', amount = 120): ProviderOrder => ({
  orderId: `00000000-0000-4000-8000-00000000000${n}`,
  reference: referenceOf(n),
  state,
  projectId: 'GS1011',
  projectName: 'Kenya cookstoves',
  listingId: 'listing-1',
  vintage: 2024,
  year: 2025,
  quantity: 4,
  amount,
  createdAt: '2026-11-20T10:00:00.000Z',
  inProgressAt: state === 'awaiting_payment' ? null : '2026-11-21T10:00:00.000Z',
  paidAt: state === 'paid' ? '2026-11-22T10:00:00.000Z' : null,
  cancelledAt: null,
  cancelledBy: null,
  expiresAt: '2027-02-18T10:00:00.000Z',
  checkoutId: state === 'paid' ? 'checkout-1' : null,
});

/** One numbered page of orders. */
export const ordersPage = (orders: ProviderOrder[], page = 1, total = orders.length): ProviderOrders => ({ orders, page, limit: 10, total });

/** The provider's two projects: one paid to an IBAN, one with no account yet. */
export const providerProjects: ProviderProject[] = [
  {
    projectId: 'GS1011',
    name: 'Kenya cookstoves',
    transfer: { bankName: 'ABN AMRO', account: { kind: 'iban', holderName: 'Cookstoves Foundation', iban: 'NL91ABNA0417164300' } },
  },
  { projectId: 'GS2443', name: 'Andes hydro', transfer: null },
];
