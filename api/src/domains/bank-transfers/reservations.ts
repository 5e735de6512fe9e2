import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { listings, type BankTransferOrderRow } from '../../db/schema';

/**
 * Holds `quantity` tonnes of the listing for an order: out of what is for sale (`remaining`),
 * into `reserved`, in one conditional update that locks the row until the commit; false when
 * the listing is inactive or has too little left. The listing's CHECKs (remaining never below
 * zero, serials adding up) guard it a second time.
 */
export async function reserveTonnes(tx: Database, listingId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(listings)
    .set({ remaining: sql`${listings.remaining} - ${quantity}`, reserved: sql`${listings.reserved} + ${quantity}` })
    .where(and(eq(listings.id, listingId), eq(listings.active, true), gte(listings.remaining, quantity)))
    .returning({ id: listings.id });
  return rows.length === 1;
}

/** Returns a cancelled order's tonnes to what the listing has for sale. */
export async function releaseTonnes(tx: Database, order: Pick<BankTransferOrderRow, 'listingId' | 'quantity'>): Promise<void> {
  await tx
    .update(listings)
    .set({ remaining: sql`${listings.remaining} + ${order.quantity}`, reserved: sql`${listings.reserved} - ${order.quantity}` })
    .where(eq(listings.id, order.listingId));
}

/**
 * Gives a paid order's reserved tonnes the listing's next serials; returns the first. The
 * update locks the listing's row, so concurrent checkouts take serials after or before it.
 */
export async function serialsForReserved(tx: Database, order: Pick<BankTransferOrderRow, 'listingId' | 'quantity'>): Promise<number> {
  const [row] = await tx
    .update(listings)
    .set({ nextSerial: sql`${listings.nextSerial} + ${order.quantity}`, reserved: sql`${listings.reserved} - ${order.quantity}` })
    .where(eq(listings.id, order.listingId))
    .returning({ serialStart: sql<number>`${listings.nextSerial} - ${order.quantity}` });
  if (!row) throw new Error(`listing ${order.listingId} of a paid order is gone`);
  return Number(row.serialStart);
}
