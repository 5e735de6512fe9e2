import { describe, expect, it } from 'vitest';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { addListing, insertRecord, post, saveYear } from '../../../../helpers/carbon';
import { useMailbox } from '../../../../helpers/mailbox';
import { approvedUser, creditWallet } from '../../../../helpers/wallet';

/** Receipts: top-ups, purchases and monthly offsets, never suppressed, the certificate attached. */
describe('receipts by mail', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl, publicUrl: 'https://commons.example' }));

  it('should send a top-up receipt with the amount and the fee, once, with no unsubscribe link', async () => {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 25);

    const mail = await mailbox.waitFor({ to: user.individualEmail, subject: 'Receipt: $25.00 added to your wallet' });
    expect(mail.text).toContain('Amount paid: $25.00');
    expect(mail.text).toContain('Fee: $0.00 (card payments carry no extra charge)');
    expect(mail.text).toContain('Wallet balance now: $25.00');
    expect(mail.html).toContain('$25.00 added to your wallet');
    expect(mail.links).toContain('https://commons.example/wallet');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    const receipts = mailbox.messages.filter((m) => m.to.includes(user.individualEmail.toLowerCase()) && m.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(1);
  });

  it("should send the purchase receipt with amount, fee and the certificate PDF to the owner, also for a sub-user's purchase", async () => {
    const owner = await approvedUser(ctx.app);
    await creditWallet(ctx.app, owner.individualId, 1000);
    const listing = await addListing(ctx.app, { unitPriceCents: 950, markUpPriceCents: 1140, projectName: 'Receipt Wind Farm' });
    const record = await saveYear(ctx.app, owner.token);
    const buyer = await signInSubUser(ctx.app, owner.individualId, { menus: ['CARBON_CREDITS'] });

    const bought = await post(ctx.app, buyer.token, 'operational-data/individual/checkout', {
      listingId: listing.id,
      operationalDataId: record.operationalDataId,
    });
    expect(bought.statusCode).toBe(200);
    const checkoutId = bought.json().retirements[0].checkoutId as string;

    // The certificate is built when the mail is sent: seconds on a busy machine.
    const mail = await mailbox.waitFor({ to: owner.individualEmail, subject: 'Receipt: 12 tonnes CO2e retired' }, 45_000);
    // 12 x 9.50 = 114.00 of credits, 12 x 1.90 = 22.80 of fee.
    expect(mail.text).toContain('Credits: $114.00');
    expect(mail.text).toContain('Marketplace mark-up: $22.80');
    expect(mail.text).toContain('Total paid from your wallet: $136.80');
    expect(mail.text).toContain('Receipt Wind Farm');
    expect(mail.text).toContain(`Checkout id: ${checkoutId}`);
    expect(mail.text).toContain("Bought by: Sam Subuser");
    expect(mail.links).toContain(`https://commons.example/verify/${checkoutId}`);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`certificate-${checkoutId}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mailbox.messages.some((m) => m.to.includes(buyer.subUser.email.toLowerCase()))).toBe(false);
  });

  it('should send a monthly offset receipt naming the month, the certificate attached', async () => {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 5000);
    await addListing(ctx.app, { quantity: 1000 });
    const year = new Date().getFullYear() - 1;
    const record = await insertRecord(ctx.app, user.individualId, {
      year,
      status: 'APPROVED',
      estimatedEmissions: 24,
      emissions: 28,
      credits: 24,
      offsets: 24,
    });

    const offset = await post(ctx.app, user.token, 'carbon-offsets/individual/monthly-offset', { operationalDataId: record.id });
    expect(offset.statusCode).toBe(200);

    const mail = await mailbox.waitFor({ to: user.individualEmail, subject: `monthly offset 1 of ${year}` }, 45_000);
    expect(mail.subject).toBe(`Receipt: 2 tonnes CO2e retired, monthly offset 1 of ${year}`);
    expect(mail.text).toContain('Tonnes retired: 2 t CO2e');
    expect(mail.text).toMatch(/Marketplace mark-up: \$\d/);
    // Paid with the sandbox's money: the receipt says first that it is a sample.
    expect(mail.html).toContain(`Sample, not a real retirement: monthly offset 1 of ${year}`);
    expect(mail.text).toContain('Sample, not a real retirement: these are sample credits');
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('should send receipts even with every notice turned off', async () => {
    const user = await approvedUser(ctx.app);
    const off = { withdrawals: false, 'account-status': false, documents: false, 'operational-data': false };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/api/user/individual/notification-preferences',
      headers: { authorization: `Bearer ${user.token}` },
      payload: off,
    });
    expect(saved.json()).toEqual(off);
    await creditWallet(ctx.app, user.individualId, 40);
    await mailbox.waitFor({ to: user.individualEmail, subject: 'Receipt: $40.00 added to your wallet' });
  });
});
