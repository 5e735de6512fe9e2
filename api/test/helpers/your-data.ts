import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { blobs, dataExports, identityDocuments, retirements } from '../../src/db/schema';
import { exportStoreOf } from '../../src/domains/your-data/export-store';
import { applyEntry } from '../../src/domains/wallet/ledger';
import { addSubUser } from './callers';
import { addListing, insertRecord, post, validMember } from './carbon';
import { creditWallet, givePayoutAccount } from './wallet';

/** A file whose leading bytes are a PNG's, `bytes` long: what an identity document upload leaves. */
export async function insertDocument(app: FastifyInstance, ownerId: string, bytes = 1024, fileName = 'passport.png') {
  const content = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(bytes - 8)]);
  const key = createHash('sha256').update(content).digest('hex');
  await app.db.insert(blobs).values({ key, bytes: content, size: content.length }).onConflictDoNothing();
  const [row] = await app.db
    .insert(identityDocuments)
    .values({ ownerId, blobKey: key, fileName, kind: 'PASSPORT', contentType: 'image/png', size: content.length })
    .returning();
  if (!row) throw new Error('insert of identity_documents returned no row');
  return { ...row, content };
}

/**
 * Five years of an active account, written mostly straight to the tables (the API allows only
 * last year's record): five family members, three sub-users with their policies, a record per
 * year from 2023, a checkout and twelve monthly offsets for each of five years (65 retirements,
 * each with its CHECKOUT and FEE entries), a top-up every month (60), ten withdrawals held, and
 * five identity documents of 2 MB.
 */
export async function seedFiveYears(app: FastifyInstance, owner: { individualId: string; token: string }) {
  const ownerId = owner.individualId;
  for (let i = 0; i < 5; i += 1) {
    const added = await post(app, owner.token, 'user/individual/add-family-member', { ...validMember(), memberId: `M-${i}` });
    if (added.statusCode !== 201) throw new Error(`family member not added: ${added.body}`);
  }
  for (const name of ['Sam Subuser', 'Alex Helper', 'Kim Payer']) await addSubUser(app, ownerId, { menus: ['WALLET'], name });
  for (let month = 0; month < 60; month += 1) await creditWallet(app, ownerId, 50);
  const listing = await addListing(app, { quantity: 100_000 });
  const years = [2023, 2024, 2025, 2026];
  const records = [];
  for (const year of years) records.push(await insertRecord(app, ownerId, { year, credits: 12, offsets: 24, monthlyOffsetsDone: 12 }));
  let serial = 1;
  for (let y = 0; y < 5; y += 1) {
    const record = records[Math.min(y, records.length - 1)]!;
    for (let n = 0; n < 13; n += 1) {
      const quantity = n === 0 ? 12 : 1;
      const id = randomUUID();
      await app.db.transaction(async (tx) => {
        await applyEntry(tx, ownerId, { kind: 'CHECKOUT', amountCents: -quantity * 1000, referenceId: id });
        await applyEntry(tx, ownerId, { kind: 'FEE', amountCents: -quantity * 200, referenceId: id });
        await tx.insert(retirements).values({
          id,
          ownerId,
          createdBy: ownerId,
          operationalDataId: record.id,
          listingId: listing.id,
          kind: n === 0 ? 'CHECKOUT' : 'MONTHLY_OFFSET',
          quantity,
          serialStart: serial,
          serialEnd: serial + quantity - 1,
          amountCents: quantity * 1000,
          feeCents: quantity * 200,
          beneficiary: 'Greta Greenfield',
          sample: false,
          retiredAt: new Date(Date.UTC(2021 + y, n === 0 ? 0 : n - 1, 15)),
        });
      });
      serial += quantity;
    }
  }
  await givePayoutAccount(app, ownerId);
  for (let i = 0; i < 10; i += 1) {
    const raised = await post(app, owner.token, 'wallet/individual/raise-withdrawal-request', { requestedWithdrawalAmount: 5 });
    if (raised.statusCode !== 201) throw new Error(`withdrawal not raised: ${raised.body}`);
  }
  for (let i = 0; i < 5; i += 1) await insertDocument(app, ownerId, 2 * 1024 * 1024, `scan-${i}.png`);
}

/** Builds the exports waiting now, as the server does after the reply, and waits for the pass to end. */
export async function buildWaitingExports(app: FastifyInstance): Promise<void> {
  await app.dataExportWorker.idle();
  app.dataExportWorker.wake();
  await app.dataExportWorker.idle();
}

/** The ZIP of an export, read back from where exports are kept (export-store.ts). */
export async function exportZip(app: FastifyInstance, exportId: string): Promise<JSZip> {
  const [row] = await app.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row?.blobKey) throw new Error(`export ${exportId} has no file (state ${row?.state})`);
  const stream = await exportStoreOf(app.config, app.blobs).get(row.blobKey);
  if (!stream) throw new Error(`export ${exportId}'s ZIP is not kept any more`);
  return JSZip.loadAsync(Buffer.concat(await stream.toArray()));
}
