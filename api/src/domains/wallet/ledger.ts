import { eq, sql } from 'drizzle-orm';
import { centsToUsd, formatUsd, type WalletEntryKind } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { walletEntries, wallets, type WalletEntry } from '../../db/schema';
import { conflict } from '@commons/platform/errors';

export interface EntryInput {
  kind: WalletEntryKind;
  /** Signed: credits are positive, debits negative. */
  amountCents: number;
  referenceId: string;
}

/** Creates the account's wallet the first time money touches it; a no-op after that. */
export async function ensureWallet(db: Database, walletId: string): Promise<void> {
  await db.insert(wallets).values({ ownerId: walletId }).onConflictDoNothing();
}

/** The available balance: what is left once pending withdrawals are held. */
export async function balanceCents(db: Database, walletId: string): Promise<number> {
  const [wallet] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.ownerId, walletId));
  return wallet?.balanceCents ?? 0;
}

export const insufficientBalance = (availableCents: number) =>
  conflict(`Insufficient balance: the available balance is ${formatUsd(centsToUsd(availableCents))}`);

/** Locks the wallet row until the transaction ends (creating it if need be) and returns its balance. */
export async function lockWallet(tx: Database, walletId: string): Promise<number> {
  await ensureWallet(tx, walletId);
  const [wallet] = await tx
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.ownerId, walletId))
    .for('update');
  if (!wallet) throw new Error(`wallet ${walletId} vanished`);
  return wallet.balanceCents;
}

/**
 * Applies one entry inside the caller's transaction: locks the wallet row (so concurrent
 * changes queue up behind it), refuses a debit the balance cannot cover, writes the entry with
 * the balance before and after, and moves the balance by exactly its amount. The balance thus
 * always equals the sum of the entries and never goes below zero.
 */
export async function applyEntry(tx: Database, walletId: string, entry: EntryInput): Promise<WalletEntry> {
  const before = await lockWallet(tx, walletId);
  const after = before + entry.amountCents;
  if (after < 0) throw insufficientBalance(before);
  const [written] = await tx
    .insert(walletEntries)
    .values({ walletId, ...entry, balanceBeforeCents: before, balanceAfterCents: after })
    .returning();
  if (!written) throw new Error('insert into wallet_entries returned no row');
  await tx.update(wallets).set({ balanceCents: after, updatedAt: sql`now()` }).where(eq(wallets.ownerId, walletId));
  return written;
}
