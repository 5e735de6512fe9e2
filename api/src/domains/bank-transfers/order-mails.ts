import { formatCreditorReference, orderExpiresAt } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import type { JobSender } from '../jobs/engine';
import type { MailContent } from '../notices/messages/content';
import type { OrderMailFacts } from '../notices/messages/bank-transfers';
import { queueReceipt } from '../notices/queue-notice';
import { accountOwner } from '../notices/recipients';
import type { OrderView } from './order-replies';

/** What an order's mails name, from its view. */
export const mailFactsOf = ({ order, projectName, year }: Pick<OrderView, 'order' | 'projectName' | 'year'>): OrderMailFacts => ({
  reference: formatCreditorReference(order.reference),
  year,
  quantity: order.quantity,
  project: projectName,
  amountCents: order.amountCents,
  createdAt: order.createdAt,
  expiresAt: orderExpiresAt(order.createdAt),
});

/**
 * Queues a mail of the order to its account's owner in the transaction of the change it tells
 * of (docs/mail.md): a receipt, never turned off, since it says where money goes or what became
 * of it. Nothing for an account gone.
 */
export async function mailBuyer(tx: Database, jobs: JobSender, ownerId: string, content: (facts: OrderMailFacts) => MailContent, view: OrderView): Promise<void> {
  const owner = await accountOwner(tx, ownerId);
  if (owner) await queueReceipt(tx, jobs, owner, content(mailFactsOf(view)));
}
