import type { ProviderOrdersView } from '@commons/shared/api';
import { bankTransferOrderFilters, providerOrderSorts, type BankTransferOrderFilter, type ProviderOrderSort } from '@commons/shared/schemas';

/** The provider's table as an address says it: the view, the page and the reference looked up. */
export interface OrdersLocation extends ProviderOrdersView {
  page: number;
  reference: string;
}

/** What the screen shows with nothing in its address: the orders waiting for a transfer, oldest first. */
export const defaultOrdersLocation: OrdersLocation = { state: 'awaiting_payment', projectId: '', sort: 'oldest', page: 1, reference: '' };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The view of an address's query string (`?state=paid&project=GS1&sort=newest&page=2`): an unknown
 * state, sort or page reads as the default, so an old or edited link still shows a table.
 */
export function ordersLocationFromSearch(search: string): OrdersLocation {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    state: oneOf<BankTransferOrderFilter>(bankTransferOrderFilters, params.get('state'), defaultOrdersLocation.state),
    projectId: params.get('project')?.trim() ?? '',
    sort: oneOf<ProviderOrderSort>(providerOrderSorts, params.get('sort'), defaultOrdersLocation.sort),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    reference: params.get('reference')?.trim() ?? '',
  };
}

/** The query string of a view, `?` included; what equals the default is left out, so the plain address is the default view. */
export function searchOfOrdersLocation(location: OrdersLocation): string {
  const params = new URLSearchParams();
  if (location.state !== defaultOrdersLocation.state) params.set('state', location.state);
  if (location.projectId) params.set('project', location.projectId);
  if (location.sort !== defaultOrdersLocation.sort) params.set('sort', location.sort);
  if (location.page > 1) params.set('page', String(location.page));
  if (location.reference) params.set('reference', location.reference);
  const search = params.toString();
  return search ? `?${search}` : '';
}
