import type { FastifyInstance } from 'fastify';
import type { BankTransferOrder } from '@commons/shared/schemas';
import { projectTransferAccounts, type ListingRow } from '../../src/db/schema';
import { addListing, post, saveYear } from './carbon';
import { approvedUser } from './wallet';

/** An IBAN whose check digits hold, as providers enter theirs. */
export const testIban = 'NL91ABNA0417164300';

/** Gives project `projectId` the account its transfers are paid to, written directly. */
export async function acceptTransfers(app: FastifyInstance, projectId = 'GS9999'): Promise<void> {
  await app.db
    .insert(projectTransferAccounts)
    .values({ projectId, bankName: 'ABN AMRO', kind: 'iban', holderName: 'Test Wind Farm Trust', accountNumber: testIban })
    .onConflictDoNothing();
}

/** A listing (100 t at USD 10, sold at 12 unless told) whose project takes bank transfers. */
export async function transferListing(app: FastifyInstance, options: Parameters<typeof addListing>[1] = {}): Promise<ListingRow> {
  const listing = await addListing(app, options);
  await acceptTransfers(app, listing.projectId);
  return listing;
}

/** POSTs an order of `payload` as `token`. */
export const placeOrder = (app: FastifyInstance, token: string, payload: object) => post(app, token, 'carbon-credits/individual/bank-transfer-orders', payload);

/** A new approved buyer with last year saved (12 t), and the order of it from `listing`, placed. */
export async function orderedYear(app: FastifyInstance, listing: ListingRow, quantity?: number) {
  const user = await approvedUser(app);
  const record = await saveYear(app, user.token);
  const response = await placeOrder(app, user.token, { listingId: listing.id, operationalDataId: record.operationalDataId, ...(quantity ? { quantity } : {}) });
  if (response.statusCode !== 201) throw new Error(`order not placed: ${response.statusCode} ${response.body}`);
  return { user, record, order: response.json<BankTransferOrder>() };
}
