import * as v from 'valibot';
import { TransferAccountSchema } from '../schemas/bank-transfer-orders';
import {
  MarkOrderPaidSchema,
  ProviderOrderParamsSchema,
  ProviderOrderSchema,
  ProviderOrdersQuerySchema,
  ProviderOrdersSchema,
  ProviderProjectParamsSchema,
  ProviderProjectSchema,
  ReferenceQuerySchema,
} from '../schemas/console-bank-transfers';
import type { StaffRole } from '../schemas/console';
import { defineConsoleEndpoint } from './console-endpoint';

// A project provider's bank transfers (docs/product-rules.md#bank-transfer-orders): the account
// of each of its projects and their orders. A project the provider does not act for is a 404.
// Each change runs the `bank-transfers` ops command as the staff member, who is the audit's actor.

/** Who acts on a project's transfers: its providers only (typed wide, as every console rule's roles are read). */
const providers: readonly StaffRole[] = ['provider'];

/** The projects the provider acts for, by name, each with the account its transfers are paid to. */
export const providerProjects = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/bank-transfers/projects',
  reply: v.array(ProviderProjectSchema),
  access: { roles: providers },
  summary: "The provider's projects, each with the account its bank transfers are paid to",
});

/** Sets the account a project's transfers are paid to; from then its listings take orders by transfer. */
export const setProjectTransferAccount = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'PUT',
  path: '/bank-transfers/projects/:projectId',
  params: ProviderProjectParamsSchema,
  body: TransferAccountSchema,
  reply: ProviderProjectSchema,
  access: { roles: providers },
  summary: "Set the bank, account holder and account a project's bank transfers are paid to",
});

/** A numbered page of the provider's orders, filtered by state and project, oldest first unless asked. */
export const providerOrders = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/bank-transfers/orders',
  query: ProviderOrdersQuerySchema,
  reply: ProviderOrdersSchema,
  access: { roles: providers },
  summary: "A page of the provider's bank-transfer orders, by state and project, oldest first unless asked",
});

/** The order a received reference names; one failing its check digits is a 400 saying it was mistyped. */
export const providerOrderByReference = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/bank-transfers/orders/by-reference',
  query: ReferenceQuerySchema,
  reply: ProviderOrderSchema,
  access: { roles: providers },
  summary: 'Find an order by the reference a transfer quoted; a mistyped one fails its check digits',
});

/** Marks an order awaiting payment in progress: the transfer is being checked; the buyer is told. */
export const markOrderInProgress = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/bank-transfers/orders/:orderId/in-progress',
  params: ProviderOrderParamsSchema,
  reply: ProviderOrderSchema,
  access: { roles: providers },
  summary: 'Mark a bank-transfer order in progress; the buyer is told',
});

/**
 * Marks an order in progress paid, with the amount and reference received, which must match the
 * order's (else a 400 with the reason, nothing changed): its credits are retired and certified
 * once, and the receipt is mailed with the certificate.
 */
export const markOrderPaid = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/bank-transfers/orders/:orderId/paid',
  params: ProviderOrderParamsSchema,
  body: MarkOrderPaidSchema,
  reply: ProviderOrderSchema,
  access: { roles: providers },
  summary: 'Mark a bank-transfer order paid with the amount and reference received; retires and certifies its credits',
});
