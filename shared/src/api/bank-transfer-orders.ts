import { bankTransferOrders as orders } from '@commons/shared/contract';
import type { BankTransferOrderFilter, CreateBankTransferOrderInput } from '@commons/shared/schemas';
import { call, type Sending } from './client';
import { pageQuery, type PageRequest } from './paging';

/**
 * Query keys of the bank-transfer orders: placing or cancelling one refreshes every list under
 * `all`, and the listings (whose tonnes it reserves or returns).
 */
export const bankTransferOrderQueryKeys = {
  all: ['carbon', 'bank-transfer-orders'] as const,
  list: (state: BankTransferOrderFilter) => ['carbon', 'bank-transfer-orders', 'list', state] as const,
  one: (orderId: string) => ['carbon', 'bank-transfer-orders', 'one', orderId] as const,
};

/** Orders a year's credits paid by bank transfer; the reply carries the transfer details to pay with. */
export const createBankTransferOrder = (body: CreateBankTransferOrderInput, sending?: Sending) =>
  call(orders.createBankTransferOrder, { body }, sending);

/** One page of the account's orders, newest first, of one state or `ALL`. */
export const getBankTransferOrders = (state: BankTransferOrderFilter, page: PageRequest = {}) =>
  call(orders.bankTransferOrders, { query: { ...pageQuery(page), state } }, { signal: page.signal });

/** One order of the account, with its transfer details. */
export const getBankTransferOrder = (orderId: string, options?: { signal?: AbortSignal }) =>
  call(orders.bankTransferOrder, { params: { orderId } }, options);

/** Cancels an order still awaiting payment; its tonnes return to the listing. */
export const cancelBankTransferOrder = (orderId: string, sending?: Sending) =>
  call(orders.cancelBankTransferOrder, { params: { orderId } }, sending);
