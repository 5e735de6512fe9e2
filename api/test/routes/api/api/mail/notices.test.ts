import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../../../src/db/schema';
import { bearer, signUp } from '../../../../helpers/accounts';
import { operatorToken, useTestApp } from '../../../../helpers/build';
import { saveYear } from '../../../../helpers/carbon';
import { samples, uploadDocument } from '../../../../helpers/documents';
import { useMailbox } from '../../../../helpers/mailbox';
import { payoutReadyUser, creditWallet, raiseWithdrawal } from '../../../../helpers/wallet';

const site = 'https://commons.example';
const preferencesUrl = '/api/api/user/individual/notification-preferences';

/** Notices: each kind sent with its change, turned off by the owner's switch or the mail's own link. */
describe('notices by mail, their preferences and unsubscribe links', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl, publicUrl: site, accountReview: 'manual' }));
  const operator = (command: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/operator/${command}`, payload, headers: { authorization: `Bearer ${operatorToken}` } });
  const setPreferences = (token: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: preferencesUrl, headers: bearer(token), payload });
  const unsubscribeLink = (text: string) => /Stop emails about: [^:]+: (\S+)/.exec(text)?.[1];
  const queuedOf = (individualId: string, category: string) =>
    ctx.app.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.individualId, individualId), eq(mailOutbox.category, category)));

  it('should tell a withdrawal requested and rejected with the reason, with one-click unsubscribe headers', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 50);
    const requestId = await raiseWithdrawal(ctx.app, user.token, 15);

    const requested = await mailbox.waitFor({ to: user.individualEmail, subject: 'Withdrawal request received: $15.00' });
    expect(requested.text).toContain('Available balance now: $35.00');
    expect(requested.text).toContain('Fee: $0.00');
    const link = unsubscribeLink(requested.text);
    expect(link).toMatch(new RegExp(`^${site}/api/api/mail/unsubscribe\\?token=`));
    // mailparser gathers the List-* headers under `list`.
    const list = requested.headers.get('list') as Record<string, { url?: string; name?: string }>;
    expect(list.unsubscribe?.url).toBe(link);
    expect(list['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');

    const rejected = await operator('withdrawals/reject', { requestId, by: 'ops', reason: 'The bank account is not in your name' });
    expect(rejected.statusCode).toBe(200);
    const decided = await mailbox.waitFor({ to: user.individualEmail, subject: 'Withdrawal rejected: $15.00 is back in your wallet' });
    expect(decided.text).toContain('Reason: The bank account is not in your name');
    expect(decided.html).toContain('Reason: The bank account is not in your name');
  });

  it('should tell a withdrawal approved', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 30);
    const requestId = await raiseWithdrawal(ctx.app, user.token, 10);
    expect((await operator('withdrawals/approve', { requestId, by: 'ops' })).statusCode).toBe(200);
    const mail = await mailbox.waitFor({ to: user.individualEmail, subject: 'Withdrawal approved: $10.00' });
    expect(mail.text).toContain('Status: Approved, paid out');
  });

  it("should tell the account's approval and suspension", async () => {
    const { user } = await signUp(ctx.app);
    expect((await operator('accounts/approve', { email: user.individualEmail, force: true })).statusCode).toBe(200);
    const approved = await mailbox.waitFor({ to: user.individualEmail, subject: 'Your Carbon Commons account is approved' });
    expect(approved.links).toContain(`${site}/dashboard`);
    expect((await operator('accounts/suspend', { email: user.individualEmail })).statusCode).toBe(200);
    await mailbox.waitFor({ to: user.individualEmail, subject: 'Your Carbon Commons account is suspended' });
  });

  it('should tell an identity document rejected with the reason, and one accepted', async () => {
    const { user } = await signUp(ctx.app);
    const upload = (name: string) =>
      uploadDocument(ctx.app, user.token, 'PASSPORT', { name, type: 'image/png', bytes: samples.png() });
    const first = (await upload('blurry.png')).json<{ documentId: string }>();
    const second = (await upload('sharp.png')).json<{ documentId: string }>();

    const reason = 'The photo page is blurred; scan it again';
    expect((await operator('documents/reject', { documentId: first.documentId, reason })).statusCode).toBe(200);
    const rejected = await mailbox.waitFor({ to: user.individualEmail, subject: 'Your identity document was rejected' });
    expect(rejected.text).toContain(`Reason: ${reason}`);
    expect(rejected.text).toContain('File: blurry.png');

    expect((await operator('documents/accept', { documentId: second.documentId })).statusCode).toBe(200);
    const accepted = await mailbox.waitFor({ to: user.individualEmail, subject: 'Your identity document was accepted' });
    expect(accepted.text).toContain('File: sharp.png');
  });

  it("should tell a year's operational data approved with its actual emissions", async () => {
    const user = await payoutReadyUser(ctx.app);
    const record = await saveYear(ctx.app, user.token);
    expect((await operator('operational-data/approve', { operationalDataId: record.operationalDataId, emissions: 14 })).statusCode).toBe(200);
    const mail = await mailbox.waitFor({ to: user.individualEmail, subject: `Your ${record.year} operational data is approved` });
    expect(mail.text).toContain('Actual emissions: 14 t CO2e');
    expect(mail.text).toContain('Estimated emissions: 12 t CO2e');
  });

  it('should send no notice of a kind turned off, and still the receipts', async () => {
    const user = await payoutReadyUser(ctx.app);
    const saved = await setPreferences(user.token, { withdrawals: false });
    expect(saved.json()).toEqual({ withdrawals: false, 'account-status': true, documents: true, 'operational-data': true });

    await creditWallet(ctx.app, user.individualId, 20);
    await raiseWithdrawal(ctx.app, user.token, 5);
    await mailbox.waitFor({ to: user.individualEmail, subject: 'Receipt: $20.00 added to your wallet' });
    expect(await queuedOf(user.individualId, 'withdrawals')).toEqual([]);
    expect(await queuedOf(user.individualId, 'receipt')).toHaveLength(1);
  });

  it('should refuse bad preference changes with a message and change nothing', async () => {
    const user = await payoutReadyUser(ctx.app);
    for (const payload of [{}, { withdrawals: 'no' }, { receipt: false }]) {
      const response = await setPreferences(user.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const current = await ctx.app.inject({ method: 'GET', url: preferencesUrl, headers: bearer(user.token) });
    expect(current.json()).toEqual({ withdrawals: true, 'account-status': true, documents: true, 'operational-data': true });
  });

  it("should stop the kind from the mail's link (GET leads to the page, one-click POST stops it) and refuse a tampered one", async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 40);
    await raiseWithdrawal(ctx.app, user.token, 5);
    const mail = await mailbox.waitFor({ to: user.individualEmail, subject: 'Withdrawal request received: $5.00' });
    const link = new URL(unsubscribeLink(mail.text)!);
    const token = link.searchParams.get('token')!;
    const path = `${link.pathname}${link.search}`;

    // A person's click: sent on to the landing page, nothing changed yet (a link scanner unsubscribes no one).
    const opened = await ctx.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    const preferences = () => ctx.app.inject({ method: 'GET', url: preferencesUrl, headers: bearer(user.token) });
    expect((await preferences()).json().withdrawals).toBe(true);

    // A tampered link: another kind in the payload, or a changed signature, is refused and changes nothing.
    const [payload, signature] = token.split('.') as [string, string];
    const otherKind = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('withdrawals', 'documents')).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [`${otherKind}.${signature}`, `${payload}.${flipped}`, 'bm90.aXQ']) {
      const refused = await ctx.app.inject({ method: 'POST', url: `/api/api/mail/unsubscribe?token=${forged}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('This unsubscribe link is not valid');
    }
    expect((await preferences()).json()).toMatchObject({ withdrawals: true, documents: true });

    // RFC 8058: the mail client's POST, a form body, to the very URL of the header.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ kind: 'withdrawals', label: 'Withdrawal requested and decided', enabled: false });
    expect((await preferences()).json().withdrawals).toBe(false);
    await raiseWithdrawal(ctx.app, user.token, 5);
    expect(await queuedOf(user.individualId, 'withdrawals')).toHaveLength(1);

    // The landing page's "turn it back on".
    const back = await ctx.app.inject({ method: 'POST', url: `/api/api/mail/resubscribe?token=${token}` });
    expect(back.json()).toMatchObject({ kind: 'withdrawals', enabled: true });
    expect((await preferences()).json().withdrawals).toBe(true);
  });
});
