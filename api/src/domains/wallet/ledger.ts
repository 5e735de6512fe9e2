import { eq, sql } from 'drizzle-orm';
import { centsToUsd, formatUsd, type WalletEntryKind } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { walletEntries, wallets, type WalletEntry } from '../../db/schema';
import { conflict } from '@commons/server-kernel/errors';

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
  const locked = () => tx.select({ balanceCents: wallets.balanceCents }).from(wallets).where(eq(wallets.ownerId, walletId)).for('update');
  // Most wallets exist: one statement then, the insert only the first time money touches one.
  let [wallet] = await locked();
  if (!wallet) {
    await ensureWallet(tx, walletId);
    [wallet] = await locked();
  }
  if (!wallet) throw new Error(`wallet ${walletId} vanished`);
  return wallet.balanceCents;
}

/**
 * Applies entries inside the caller's transaction, in order: locks the wallet row once (so
 * concurrent changes queue up behind it), refuses when the balance cannot cover them (nothing
 * is written then), writes each entry with the balance before and after it, and moves the
 * balance by exactly their sum. The balance thus always equals the sum of the entries and never
 * goes below zero.
 */
export async function applyEntries(
  tx: Database,
  walletId: string,
  entries: EntryInput[],
): Promise<{ written: WalletEntry[]; beforeCents: number; afterCents: number }> {
  const start = await lockWallet(tx, walletId);
  let balance = start;
  const rows = entries.map((entry) => {
    const before = balance;
    balance += entry.amountCents;
    if (balance < 0) throw insufficientBalance(start);
    return { walletId, ...entry, balanceBeforeCents: before, balanceAfterCents: balance };
  });
  const written = await tx.insert(walletEntries).values(rows).returning();
  if (written.length !== rows.length) throw new Error('insert into wallet_entries returned too few rows');
  await tx.update(wallets).set({ balanceCents: balance, updatedAt: sql`now()` }).where(eq(wallets.ownerId, walletId));
  return { written, beforeCents: start, afterCents: balance };
}

/** One entry, as `applyEntries` applies it. */
export async function applyEntry(tx: Database, walletId: string, entry: EntryInput): Promise<WalletEntry> {
  const { written } = await applyEntries(tx, walletId, [entry]);
  return written[0]!;
}
