import {
  BankTransferOrderPageSchema,
  BankTransferOrderParamsSchema,
  BankTransferOrderSchema,
  BankTransferOrdersQuerySchema,
  CreateBankTransferOrderSchema,
} from '../schemas/bank-transfer-orders';
import { defineEndpoint } from './endpoint';
import { bankTransferOrdersRead, buying } from './rules';

// Orders paid by bank transfer (docs/product-rules.md#bank-transfer-orders): placed from the
// purchase popup, listed under Carbon Credits and in the wallet's history. Every change replies
// with the order as it now is.

/**
 * Orders a year's credits from a listing whose project takes transfers, by the wallet checkout's
 * rules: the tonnes are reserved at once and the reply carries the transfer details to pay with.
 */
export const createBankTransferOrder = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/carbon-credits/individual/bank-transfer-orders',
  body: CreateBankTransferOrderSchema,
  reply: BankTransferOrderSchema,
  status: 201,
  access: buying,
  idempotent: true,
  summary: "Order a year's credits paid by bank transfer; the tonnes are reserved and the reply has the transfer details",
});

/** One page of the account's orders paid by bank transfer, newest first, of one state or all. */
export const bankTransferOrders = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/carbon-credits/individual/bank-transfer-orders',
  query: BankTransferOrdersQuerySchema,
  reply: BankTransferOrderPageSchema,
  access: bankTransferOrdersRead,
  summary: "A page of the account's bank-transfer orders, newest first",
});

/** One order of the account, with its transfer details; another account's is a 404. */
export const bankTransferOrder = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/carbon-credits/individual/bank-transfer-orders/:orderId',
  params: BankTransferOrderParamsSchema,
  reply: BankTransferOrderSchema,
  access: bankTransferOrdersRead,
  summary: 'A bank-transfer order with its transfer details',
});

/** Cancels an order still awaiting payment: its tonnes return to the listing. Any other state is a 409 saying which. */
export const cancelBankTransferOrder = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/carbon-credits/individual/bank-transfer-orders/:orderId/cancel',
  params: BankTransferOrderParamsSchema,
  reply: BankTransferOrderSchema,
  access: { menus: ['CARBON_CREDITS'] },
  idempotent: true,
  summary: 'Cancel a bank-transfer order awaiting payment; its tonnes return to the listing',
});
