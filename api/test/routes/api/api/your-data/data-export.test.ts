import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { dataExports } from '../../../../../src/db/schema';
import { exportStoreOf } from '../../../../../src/domains/your-data/export-store';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { addSubUser } from '../../../../helpers/callers';
import { addListing, get, post, saveYear, validMember } from '../../../../helpers/carbon';
import { useMailbox } from '../../../../helpers/mailbox';
import { approvedUser, creditWallet } from '../../../../helpers/wallet';
import { buildWaitingExports, insertDocument } from '../../../../helpers/your-data';

const exportsPath = 'user/individual/data-exports';

describe('the export of an account\'s data', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }));

  /** An owner with a bought year, a family member, a sub-user and a document. */
  async function activeOwner() {
    const owner = await approvedUser(ctx.app);
    const email = owner.individualEmail;
    await post(ctx.app, owner.token, 'user/individual/add-family-member', validMember());
    await addSubUser(ctx.app, owner.individualId, { menus: ['WALLET'], name: 'Sam Subuser' });
    await creditWallet(ctx.app, owner.individualId, 200);
    const listing = await addListing(ctx.app);
    const record = await saveYear(ctx.app, owner.token);
    const bought = await post(ctx.app, owner.token, 'operational-data/individual/checkout', {
      listingId: listing.id,
      operationalDataId: record.operationalDataId,
    });
    expect(bought.statusCode).toBe(200);
    const document = await insertDocument(ctx.app, owner.individualId, 2048, 'passport.png');
    return { ...owner, email, document };
  }

  /** Asks for an export, lets the worker build it and returns the mailed link's token. */
  async function exportOf(owner: { token: string; email: string }) {
    const after = mailbox.mark();
    const asked = await post(ctx.app, owner.token, exportsPath, {});
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ state: 'PENDING', readyAt: null });
    await buildWaitingExports(ctx.app);
    const mail = await mailbox.waitFor({ to: owner.email, subject: 'Your Carbon Commons data is ready', after });
    const link = mail.links.find((url) => url.includes('/your-data?download='));
    expect(link).toBeDefined();
    return { exportId: asked.json<{ exportId: string }>().exportId, token: new URL(link!).searchParams.get('download')!, mail };
  }

  const download = (token: string, sessionToken: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/api/${exportsPath}/download`, headers: bearer(sessionToken), payload: { token } });

  it('should mail a link whose ZIP holds every record, the CSV, the certificates and the documents', async () => {
    const owner = await activeOwner();
    const { token } = await exportOf(owner);

    const listed = await get(ctx.app, owner.token, exportsPath);
    expect(listed.json<{ exports: Array<{ state: string }> }>().exports[0]?.state).toBe('READY');

    const response = await download(token, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const json = async (name: string) => JSON.parse(await zip.file(name)!.async('string')) as unknown;

    const profile = (await json('account.json')) as Record<string, unknown>;
    expect(profile).toMatchObject({ id: owner.individualId, email: owner.email, name: 'Greta Greenfield' });
    expect(profile).not.toHaveProperty('passwordHash');
    const subUsers = (await json('sub-users.json')) as Array<Record<string, unknown>>;
    expect(subUsers.map((member) => member.name)).toEqual(['Sam Subuser']);
    expect(subUsers[0]).not.toHaveProperty('passwordHash');
    expect(await json('group-policies.json')).toHaveLength(1);
    expect(await json('family-members.json')).toMatchObject([{ name: 'Lars Greenfield' }]);
    expect(await json('operational-data.json')).toHaveLength(1);
    const retirements = (await json('retirements.json')) as Array<{ id: string }>;
    expect(retirements).toHaveLength(1);
    expect(await json('listings-bought.json')).toMatchObject([{ projectName: 'Test Wind Farm' }]);
    expect(await json('top-ups.json')).toMatchObject([{ amountCents: 20_000, status: 'PAID' }]);
    expect(await json('withdrawals.json')).toEqual([]);
    expect(await json('checkouts.json')).toHaveLength(1);
    expect(await json('documents.json')).toMatchObject([{ fileName: 'passport.png', state: 'PENDING' }]);
    expect(await json('public-page.json')).toBeNull();
    // Whom the certificates' public views name: none chosen reads as MEMBER.
    expect(await json('public-beneficiary.json')).toEqual({ shown: 'MEMBER' });

    // The ledger: the top-up, then the checkout's credits and fee (12 t at USD 10 + 2).
    const csv = (await zip.file('wallet-history.csv')!.async('string')).trim().split('\r\n');
    expect(csv[0]).toBe('date,kind,amount_usd,balance_before_usd,balance_after_usd,reference');
    expect(csv.slice(1).map((line) => line.split(',').slice(1, 5))).toEqual([
      ['TOPUP', '200.00', '0.00', '200.00'],
      ['CHECKOUT', '-120.00', '200.00', '80.00'],
      ['FEE', '-24.00', '80.00', '56.00'],
    ]);

    const certificates = zip.file(/^certificates\/.+\.pdf$/);
    expect(certificates).toHaveLength(1);
    expect(certificates[0]!.name).toContain(retirements[0]!.id);
    const pdf = await certificates[0]!.async('nodebuffer');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const documents = zip.file(/^identity-documents\//);
    expect(documents.map((file) => file.name)).toEqual([`identity-documents/${owner.document.seq}-passport.png`]);
    expect(Buffer.compare(await documents[0]!.async('nodebuffer'), owner.document.content)).toBe(0);
  });

  it('should refuse a wrong token and another account holding the right one', async () => {
    const owner = await activeOwner();
    const { token } = await exportOf(owner);
    const other = await approvedUser(ctx.app);

    const wrong = await download(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, owner.token);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: 'This download link is not valid or has expired; ask for a new export' });
    expect((await download(token, other.token)).statusCode).toBe(404);
    expect((await download('not a token', owner.token)).statusCode).toBe(400);
    // Without the session the token alone opens nothing.
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/api/${exportsPath}/download`, payload: { token } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('should keep the link 24 hours, then refuse it and remove the file', async () => {
    const owner = await approvedUser(ctx.app);
    const email = owner.individualEmail;
    const { exportId, token } = await exportOf({ ...owner, email });
    const [row] = await ctx.app.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row!.expiresAt!.getTime() - row!.readyAt!.getTime()).toBe(24 * 3_600_000);
    expect((await download(token, owner.token)).statusCode).toBe(200);

    // A second past its 24 hours.
    await ctx.app.db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.id, exportId));
    expect((await download(token, owner.token)).statusCode).toBe(404);
    const listed = await get(ctx.app, owner.token, exportsPath);
    expect(listed.json<{ exports: Array<{ state: string }> }>().exports[0]?.state).toBe('EXPIRED');
    await ctx.app.dataExports.sweepExpired();
    const [swept] = await ctx.app.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(swept).toMatchObject({ state: 'EXPIRED', blobKey: null, tokenHash: null });
    // Its ZIP is gone from where it was kept (a file with PGlite, the blob store with PostgreSQL).
    expect(await exportStoreOf(ctx.app.config, ctx.app.blobs).get(row!.blobKey!)).toBeNull();
  });

  it('should redo a job whose server died while building it', async () => {
    const owner = await approvedUser(ctx.app);
    const email = owner.individualEmail;
    // As a server that claimed the job and died left it: RUNNING, its claim long past.
    const [job] = await ctx.app.db
      .insert(dataExports)
      .values({ ownerId: owner.individualId, siteOrigin: 'http://localhost', state: 'RUNNING', attempts: 1, claimedAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    const after = mailbox.mark();
    await buildWaitingExports(ctx.app);
    const [redone] = await ctx.app.db.select().from(dataExports).where(eq(dataExports.id, job!.id));
    expect(redone).toMatchObject({ state: 'READY', attempts: 2 });
    await mailbox.waitFor({ to: email, subject: 'Your Carbon Commons data is ready', after });
  });

  it('should answer a second ask with the export already waiting', async () => {
    const owner = await approvedUser(ctx.app);
    // Two clicks at once: the second meets the first still waiting (one after the other, the worker
    // may have built it already on PostgreSQL, and then a new one is right).
    const [first, second] = await Promise.all([post(ctx.app, owner.token, exportsPath, {}), post(ctx.app, owner.token, exportsPath, {})]);
    expect(second.json<{ exportId: string }>().exportId).toBe(first.json<{ exportId: string }>().exportId);
    await buildWaitingExports(ctx.app);
  });
});
