import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import { recordAudit } from '@commons/platform/audit/audit-writer';
import {
  accountDeletions,
  accountTokens,
  blobs,
  commandIntents,
  dataExports,
  identityDocuments,
  individuals,
  knownBrowsers,
  retirements,
  walletEntries,
} from '../../../../../src/db/schema';
import { bearer, signUp } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { addSubUser, subUserPassword } from '../../../../helpers/callers';
import { addListing, get, post, saveYear, validMember } from '../../../../helpers/carbon';
import { useMailbox } from '../../../../helpers/mailbox';
import { payoutReadyUser, creditWallet, raiseWithdrawal } from '../../../../helpers/wallet';
import { exportStoreOf } from '../../../../../src/domains/your-data/export-store';
import { erasedEmail } from '../../../../../src/domains/your-data/erase-account';
import { insertDocument } from '../../../../helpers/your-data';
import { openIntent } from '../../../../../src/operator/command-intents';

const deletionPath = 'user/individual/account-deletion';

describe('the deletion of an account by its owner', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }));

  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/login', payload: { email, password } });
  const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: `/api/api/${deletionPath}/confirm`, payload: { token } });

  /** Asks for the deletion and returns the mailed confirmation's token. */
  async function confirmationToken(owner: { token: string; individualEmail: string }) {
    const after = mailbox.mark();
    const asked = await post(ctx.app, owner.token, deletionPath, {});
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ mailedTo: owner.individualEmail });
    const mail = await mailbox.waitFor({ to: owner.individualEmail, subject: 'Confirm the deletion', after });
    const link = mail.links.find((url) => url.includes('/delete-account?token='));
    expect(link).toBeDefined();
    return new URL(link!).searchParams.get('token')!;
  }

  it('should tell beforehand whether a deletion would be refused, and why, asking nothing', async () => {
    const owner = await payoutReadyUser(ctx.app);
    const check = async () => (await get(ctx.app, owner.token, deletionPath)).json();
    expect(await check()).toEqual({ refusal: null });
    await creditWallet(ctx.app, owner.individualId, 25);
    expect(await check()).toEqual({ refusal: 'Your wallet still holds $25.00; withdraw it first' });
    await raiseWithdrawal(ctx.app, owner.token, 25);
    expect(await check()).toEqual({ refusal: 'A withdrawal of $25.00 is still pending; wait for its decision or cancel it first' });
    expect(await ctx.app.db.select().from(accountDeletions).where(eq(accountDeletions.ownerId, owner.individualId))).toEqual([]);
  });

  it('should refuse while the wallet holds money, naming the amount', async () => {
    const owner = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, owner.individualId, 25);
    const refused = await post(ctx.app, owner.token, deletionPath, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Your wallet still holds $25.00; withdraw it first' });
    expect(await ctx.app.db.select().from(accountDeletions).where(eq(accountDeletions.ownerId, owner.individualId))).toEqual([]);
  });

  it('should refuse while a withdrawal is pending', async () => {
    const owner = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, owner.individualId, 25);
    await raiseWithdrawal(ctx.app, owner.token, 25);
    const refused = await post(ctx.app, owner.token, deletionPath, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'A withdrawal of $25.00 is still pending; wait for its decision or cancel it first' });
  });

  it('should refuse the confirmation when money arrived after the mail, and keep the link', async () => {
    const owner = await payoutReadyUser(ctx.app);
    const token = await confirmationToken(owner);
    await creditWallet(ctx.app, owner.individualId, 5);
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Your wallet still holds $5.00; withdraw it first' });
    const [row] = await ctx.app.db.select().from(individuals).where(eq(individuals.id, owner.individualId));
    expect(row?.erasedAt).toBeNull();
  });

  it('should erase the personal data once, keep the ledger and retirements anonymised, and free the email', async () => {
    const owner = await payoutReadyUser(ctx.app);
    const ownerEmail = owner.individualEmail;
    await post(ctx.app, owner.token, 'user/individual/add-family-member', validMember());
    const subUser = await addSubUser(ctx.app, owner.individualId, { menus: ['WALLET'], name: 'Sam Subuser' });
    const subLogin = await login(subUser.email, subUserPassword);
    expect(subLogin.statusCode).toBe(200);
    const subToken = subLogin.json<{ token: string }>().token;
    // Exactly the checkout's price (12 t at USD 12), so the wallet is empty afterwards.
    await creditWallet(ctx.app, owner.individualId, 144);
    const listing = await addListing(ctx.app);
    const record = await saveYear(ctx.app, owner.token);
    const bought = await post(ctx.app, owner.token, 'operational-data/individual/checkout', {
      listingId: listing.id,
      operationalDataId: record.operationalDataId,
    });
    const checkoutId = bought.json<{ retirements: Array<{ checkoutId: string }> }>().retirements[0]!.checkoutId;
    const document = await insertDocument(ctx.app, owner.individualId, 4096, 'passport.png');
    const secondSession = (await login(ownerEmail, 'correct horse battery')).json<{ token: string }>().token;
    const entriesBefore = await ctx.app.db.select().from(walletEntries).where(eq(walletEntries.walletId, owner.individualId));

    // Sign-in secrets the owner's row holds: the sign-up's verification link, this browser.
    const secretsOf = async () => [
      ...(await ctx.app.db.select().from(accountTokens).where(eq(accountTokens.individualId, owner.individualId))),
      ...(await ctx.app.db.select().from(knownBrowsers).where(eq(knownBrowsers.individualId, owner.individualId))),
    ];
    expect((await secretsOf()).length).toBeGreaterThan(0);

    const token = await confirmationToken(owner);
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(await secretsOf()).toEqual([]);
    expect(done.json()).toEqual({ deleted: true });

    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'This deletion link is not valid, was already used or has expired; ask for a new one from Your Data' });

    // Every session ended: the owner's two and the sub-user's; nobody signs in any more.
    for (const session of [owner.token, secondSession, subToken]) {
      expect((await get(ctx.app, session, 'user/individual/my-profile')).statusCode).toBe(401);
    }
    expect((await login(ownerEmail, 'correct horse battery')).statusCode).toBe(401);
    expect((await login(subUser.email, subUserPassword)).statusCode).toBe(401);

    // The personal data is gone; the row stays, anonymised, for the ledger.
    const [erased] = await ctx.app.db.select().from(individuals).where(eq(individuals.id, owner.individualId));
    expect(erased).toMatchObject({ name: 'a former member', phone: '', country: '', city: '', citizenshipNo: '' });
    expect(erased?.email).not.toContain(ownerEmail);
    expect(erased?.erasedAt).not.toBeNull();
    expect(await ctx.app.db.select().from(individuals).where(eq(individuals.id, subUser.individualId))).toEqual([]);
    expect(await ctx.app.db.select().from(identityDocuments).where(eq(identityDocuments.ownerId, owner.individualId))).toEqual([]);
    expect(await ctx.app.db.select().from(blobs).where(eq(blobs.key, document.blobKey))).toEqual([]);

    // The ledger and the retirement stay; the verification still verifies, naming a former member.
    const entriesAfter = await ctx.app.db.select().from(walletEntries).where(eq(walletEntries.walletId, owner.individualId));
    expect(entriesAfter).toEqual(entriesBefore);
    const [retirement] = await ctx.app.db.select().from(retirements).where(eq(retirements.id, checkoutId));
    expect(retirement).toMatchObject({ quantity: 12, beneficiary: 'a former member' });
    const verified = await ctx.app.inject({ method: 'GET', url: `/api/api/carbon-credits/certificates/${checkoutId}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ checkoutId, beneficiary: 'a former member', quantity: 12 });
    expect(verified.body).not.toContain('Greta');

    // The address is free: a new sign-up with it works, as a new account.
    const { user: newcomer } = await signUp(ctx.app, { email: ownerEmail });
    expect(newcomer.individualId).not.toBe(owner.individualId);
  });

  it("should keep what staff did to the account in the audit, under its erased address", async () => {
    const owner = await payoutReadyUser(ctx.app);
    const email = owner.individualEmail;
    // Another person's address that holds this one: left as it is.
    const other = `x${email}`;
    const staff = { kind: 'staff' as const, id: randomUUID(), name: 'Olive Operator' };
    await recordAudit(ctx.app.db, { actor: staff, kind: 'accounts.approve', target: email, reason: 'documents checked', before: { status: 'REVIEWING' }, after: { status: 'APPROVED' } });
    await recordAudit(ctx.app.db, { actor: staff, kind: 'withdrawals.approve', target: 'w-1', before: { email, amount: 5 }, after: { email, amount: 5, status: 'APPROVED' } });
    await recordAudit(ctx.app.db, { actor: staff, kind: 'accounts.approve', target: other, before: { email: other } });

    expect((await confirm(await confirmationToken(owner))).statusCode).toBe(200);

    const events = await ctx.app.db.select().from(auditEvents).orderBy(auditEvents.id);
    const mine = events.filter((event) => event.actorId === staff.id);
    const erased = erasedEmail(owner.individualId);
    expect(mine.map(({ kind, target, reason, before, after }) => ({ kind, target, reason, before, after }))).toEqual([
      { kind: 'accounts.approve', target: erased, reason: 'documents checked', before: { status: 'REVIEWING' }, after: { status: 'APPROVED' } },
      { kind: 'withdrawals.approve', target: 'w-1', reason: null, before: { email: erased, amount: 5 }, after: { email: erased, amount: 5, status: 'APPROVED' } },
      { kind: 'accounts.approve', target: other, reason: null, before: { email: other }, after: null },
    ]);
    expect(JSON.stringify(events)).not.toContain(`"${email}"`);
  });

  it('should take the address out of a command intent under way, so its settled event names the erased one', async () => {
    const owner = await payoutReadyUser(ctx.app);
    const email = owner.individualEmail;
    const staff = { kind: 'staff' as const, id: randomUUID(), name: 'Olive Operator' };
    const mine = await openIntent(ctx.app.db, staff, 'accounts.suspend', { email, reason: 'crashed mid-way', by: 'olive@example.com' });
    const theirs = await openIntent(ctx.app.db, staff, 'accounts.suspend', { email: `x${email}`, by: 'olive@example.com' });

    expect((await confirm(await confirmationToken(owner))).statusCode).toBe(200);

    const inputs = new Map((await ctx.app.db.select().from(commandIntents)).map((intent) => [intent.id, intent.input]));
    expect(inputs.get(mine)).toEqual({ email: erasedEmail(owner.individualId), reason: 'crashed mid-way' });
    expect(inputs.get(theirs)).toEqual({ email: `x${email}` });
    await ctx.app.db.delete(commandIntents).where(inArray(commandIntents.id, [mine, theirs]));
  });

  it('should remove a waiting export\'s ZIP with the account', async () => {
    const owner = await payoutReadyUser(ctx.app);
    const zips = exportStoreOf(ctx.app.config, ctx.app.blobs);
    const stored = await zips.put(Readable.from([Buffer.from('PK waiting export')]), { maxBytes: 1024 });
    await ctx.app.db.insert(dataExports).values({
      ownerId: owner.individualId,
      state: 'READY',
      siteOrigin: 'http://localhost',
      blobKey: stored.key,
      size: stored.size,
      readyAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await confirm(await confirmationToken(owner))).statusCode).toBe(200);
    expect(await ctx.app.db.select().from(dataExports).where(eq(dataExports.ownerId, owner.individualId))).toEqual([]);
    expect(await zips.get(stored.key)).toBeNull();
  });

  it('should refuse an expired confirmation and a token nobody was sent', async () => {
    const owner = await payoutReadyUser(ctx.app);
    const token = await confirmationToken(owner);
    await ctx.app.db
      .update(accountDeletions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountDeletions.ownerId, owner.individualId));
    expect((await confirm(token)).statusCode).toBe(404);
    expect((await confirm('B'.repeat(43))).statusCode).toBe(404);
    expect((await confirm('short')).statusCode).toBe(400);
    expect((await get(ctx.app, owner.token, 'user/individual/my-profile')).statusCode).toBe(200);
  });

  it('should be the owner\'s alone', async () => {
    const owner = await payoutReadyUser(ctx.app);
    const subUser = await addSubUser(ctx.app, owner.individualId, { menus: ['WALLET', 'PROFILE'] });
    const subToken = (await login(subUser.email, subUserPassword)).json<{ token: string }>().token;
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/api/${deletionPath}`, headers: bearer(subToken), payload: {} });
    expect(refused.statusCode).toBe(403);
  });
});
