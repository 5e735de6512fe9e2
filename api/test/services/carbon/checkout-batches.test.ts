import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OperationalData } from '@commons/shared/schemas';
import { checkoutRecords, retirements } from '../../../src/db/schema';
import { serialsTaken } from '../../../src/domains/carbon/listings';
import type { Account } from '../../../src/lib/account';
import { signInSubUser } from '../../helpers/account-state';
import { useTestApp } from '../../helpers/build';
import { addListing, household, lastYear, listingById, recordById, saveYear } from '../../helpers/carbon';
import { outboxTo } from '../../helpers/outbox';
import { approvedUser, creditWallet, ledgerOf, ownAccount } from '../../helpers/wallet';

/** A year's credits cost 12 t at $12 a tonne, fee included. */
const yearCents = 12 * 1200;

/**
 * Checkouts served together in one transaction (docs/product-rules.md#carbon-credits): whatever the
 * batch, each buyer gets what a checkout of their own would have, on PGlite and on a real
 * PostgreSQL.
 */
describe('checkouts served in batches', () => {
  const ctx = useTestApp();

  /** An approved owner with `usd` in the wallet and last year saved (12 t to buy). */
  async function buyer(usd: number) {
    const user = await approvedUser(ctx.app);
    if (usd > 0) await creditWallet(ctx.app, user.individualId, usd);
    return { user, account: ownAccount(user.individualId), record: await saveYear(ctx.app, user.token) };
  }

  const checkout = (account: Account, listingId: string, operationalDataId: string) =>
    ctx.app.purchases.checkout(account, { listingId, operationalDataId }, 'http://localhost');

  /** What each call came to: the reply's retirement, or the error's status and message. */
  const outcomes = (settled: Array<PromiseSettledResult<OperationalData>>) =>
    settled.map((s) =>
      s.status === 'fulfilled'
        ? { bought: s.value.retirements[0]?.quantity }
        : { status: (s.reason as { statusCode?: number }).statusCode, message: (s.reason as Error).message },
    );

  it('should refuse each buyer of a batch on their own grounds and serve the others, upper-case ids too', async () => {
    const listing = await addListing(ctx.app, { quantity: 120 });
    const [first, rich, poor, other, upper] = await Promise.all([buyer(500), buyer(500), buyer(1), buyer(500), buyer(500)]);
    // Called together: the first runs at once, the others wait for the next batches (one per wallet and record each).
    const settled = await Promise.allSettled([
      checkout(first!.account, listing.id, first!.record.operationalDataId),
      checkout(rich!.account, listing.id, rich!.record.operationalDataId),
      checkout(poor!.account, listing.id, poor!.record.operationalDataId),
      checkout(other!.account, randomUUID(), other!.record.operationalDataId),
      checkout(other!.account, listing.id, rich!.record.operationalDataId),
      checkout(upper!.account, listing.id.toUpperCase(), upper!.record.operationalDataId.toUpperCase()),
    ]);
    expect(outcomes(settled)).toEqual([
      { bought: 12 },
      { bought: 12 },
      { status: 409, message: 'Insufficient balance: the available balance is $1.00' },
      { status: 404, message: 'No listing has this id' },
      { status: 404, message: 'No operational data has this id' },
      { bought: 12 },
    ]);

    for (const { user, record } of [first!, rich!, upper!]) {
      expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 50_000 - yearCents, sumCents: 50_000 - yearCents });
      expect(await recordById(ctx.app, record.operationalDataId)).toMatchObject({ credits: 12, offsets: 12 });
    }
    for (const { user, record } of [poor!, other!]) {
      expect(await ctx.app.db.select().from(checkoutRecords).where(eq(checkoutRecords.walletId, user.individualId))).toEqual([]);
      expect(await recordById(ctx.app, record.operationalDataId)).toMatchObject({ credits: 0, offsets: 0 });
    }
    expect(await ledgerOf(ctx.app.db, poor!.user.individualId)).toMatchObject({ balanceCents: 100, sumCents: 100 });
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 84, nextSerial: 37 });
    const taken = await ctx.app.db.select().from(retirements).where(eq(retirements.listingId, listing.id));
    expect(taken.map((r) => [r.serialStart, r.serialEnd]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [1, 12],
      [13, 24],
      [25, 36],
    ]);
  });

  it('should buy a year once when it is sent three times at once, the others told it is bought and charged nothing', async () => {
    const listing = await addListing(ctx.app, { quantity: 120 });
    const { user, account, record } = await buyer(500);
    const settled = await Promise.allSettled([1, 2, 3].map(() => checkout(account, listing.id, record.operationalDataId)));
    const message = `The credits of ${lastYear} are already bought (perhaps in another tab); nothing was charged this time`;
    expect(outcomes(settled)).toEqual([{ bought: 12 }, { status: 409, message }, { status: 409, message }]);
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 50_000 - yearCents, sumCents: 50_000 - yearCents });
    expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 108 });
  });

  it("should pay an owner's and a sub-user's purchases of two years from the one wallet, and send each receipt once", async () => {
    const listing = await addListing(ctx.app, { quantity: 120 });
    const { user, account, record } = await buyer(300);
    const earlier = await saveYear(ctx.app, user.token, household(lastYear - 1));
    const { subUser } = await signInSubUser(ctx.app, user.individualId, { menus: ['CARBON_CREDITS'] });
    const settled = await Promise.allSettled([
      checkout(account, listing.id, record.operationalDataId),
      checkout({ ownerId: user.individualId, callerId: subUser.id }, listing.id, earlier.operationalDataId),
    ]);
    expect(outcomes(settled)).toEqual([{ bought: 12 }, { bought: 12 }]);
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({
      balanceCents: 30_000 - 2 * yearCents,
      sumCents: 30_000 - 2 * yearCents,
      chained: true,
    });

    // The receipts are written by the batch's `mail.receipts` job, after the commit.
    let subjects: string[] = [];
    for (let waited = 0; subjects.length < 2 && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      subjects = (await outboxTo(ctx.app.db, user.individualEmail)).map((mail) => mail.subject).filter((s) => s.startsWith('Receipt: 12 tonnes'));
    }
    expect(subjects.sort()).toEqual(
      [`Receipt: 12 tonnes CO2e retired, credits for ${lastYear - 1}`, `Receipt: 12 tonnes CO2e retired, credits for ${lastYear}`].sort(),
    );
    const mails = await outboxTo(ctx.app.db, user.individualEmail);
    expect(mails.filter((mail) => mail.subject.startsWith('Receipt: 12 tonnes'))).toHaveLength(2);
    expect(mails.find((mail) => mail.subject.endsWith(`${lastYear - 1}`))?.text).toContain('Sam Subuser');
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('with another transaction taking from the listing (PostgreSQL)', () => {
    it('should move the serials past what it took, or refuse what it left no room for, never overselling', async () => {
      const listing = await addListing(ctx.app, { quantity: 36 });
      const buyers = await Promise.all([buyer(500), buyer(500), buyer(500)]);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // Another transaction (a monthly offset, another server's batch) takes 24 t and holds the row.
      const other = ctx.app.db.transaction(async (tx) => {
        expect((await serialsTaken(tx, listing, 24))[0]?.serialStart).toBe(1);
        await held;
      });
      const settled = Promise.allSettled(buyers.map(({ account, record }) => checkout(account, listing.id, record.operationalDataId)));
      // Until a batch waits for the listing's row: it read the listing before the other committed.
      for (let waited = 0; waited < 20_000; waited += 50) {
        const [row] = await ctx.app.db.execute<{ waiting: number }>(
          sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ).then((result) => (result as unknown as { rows: Array<{ waiting: number }> }).rows);
        if ((row?.waiting ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      release();
      await other;

      const results = outcomes(await settled);
      expect(results.filter((r) => 'bought' in r)).toEqual([{ bought: 12 }]);
      expect(results.filter((r) => !('bought' in r))).toEqual([
        { status: 409, message: 'This listing can no longer supply 12 tonnes; please try again' },
        { status: 409, message: 'This listing can no longer supply 12 tonnes; please try again' },
      ]);
      expect(await listingById(ctx.app, listing.id)).toMatchObject({ remaining: 0, nextSerial: 37 });
      const [taken] = await ctx.app.db.select().from(retirements).where(eq(retirements.listingId, listing.id));
      expect(taken).toMatchObject({ serialStart: 25, serialEnd: 36 });
      for (const { user } of buyers) {
        const ledger = await ledgerOf(ctx.app.db, user.individualId);
        expect(ledger.balanceCents).toBe(ledger.sumCents);
        expect(ledger.balanceCents).toBe(user.individualId === taken!.ownerId ? 50_000 - yearCents : 50_000);
      }
    });
  });
});
