import { consoleApi } from '@commons/shared/contract';
import type { BankTransferOrderFilter, MarkOrderPaidInput, ProviderOrderSort, TransferAccountInput } from '@commons/shared/schemas';
import { callConsole } from './client';

/** What the provider's order table shows: one state (or ALL), one project (or '' for all), in one order by date. */
export interface ProviderOrdersView {
  state: BankTransferOrderFilter;
  projectId: string;
  sort: ProviderOrderSort;
}

/** Query keys of the provider's screen: a mark refreshes every order list under `orders`. */
export const providerTransferQueryKeys = {
  projects: ['console', 'bank-transfers', 'projects'] as const,
  orders: ['console', 'bank-transfers', 'orders'] as const,
  list: ({ state, projectId, sort }: ProviderOrdersView, page: number) =>
    ['console', 'bank-transfers', 'orders', state, projectId, sort, page] as const,
};

/** The provider's projects, each with the account its transfers are paid to (null until set). */
export const getProviderProjects = ({ signal }: { signal?: AbortSignal } = {}) => callConsole(consoleApi.providerProjects, {}, { signal });

/** Sets the bank, holder and account a project's transfers are paid to. */
export const setProjectTransferAccount = (projectId: string, body: TransferAccountInput) =>
  callConsole(consoleApi.setProjectTransferAccount, { params: { projectId }, body });

/** One numbered page of the provider's orders, filtered and sorted by the server. */
export const getProviderOrders = ({ state, projectId, sort }: ProviderOrdersView, page: number, { signal }: { signal?: AbortSignal } = {}) =>
  callConsole(consoleApi.providerOrders, { query: { page: String(page), state, projectId, sort } }, { signal });

/** The order a received reference names; a mistyped reference is refused (400) by its check digits. */
export const findProviderOrder = (reference: string, { signal }: { signal?: AbortSignal } = {}) =>
  callConsole(consoleApi.providerOrderByReference, { query: { reference } }, { signal });

/** Marks an order awaiting payment in progress. */
export const markOrderInProgress = (orderId: string) => callConsole(consoleApi.markOrderInProgress, { params: { orderId } });

/** Marks an order in progress paid with the amount and reference received; both must match the order's. */
export const markOrderPaid = (orderId: string, body: MarkOrderPaidInput) => callConsole(consoleApi.markOrderPaid, { params: { orderId }, body });
