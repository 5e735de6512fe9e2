import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { blobs, dataExports, groupPolicies, identityDocuments, publicPages, withdrawalRequests } from '../../src/db/schema';
import { hashToken, newToken } from '../../src/domains/auth/tokens';
import { exportStoreOf } from '../../src/domains/your-data/export-store';
import { bearer } from '../helpers/accounts';
import { addSubUser, createCallers, type Callers } from '../helpers/callers';
import { addListing, saveYear } from '../helpers/carbon';
import { addProject } from '../helpers/projects';
import { creditWallet } from '../helpers/wallet';

/**
 * The owner's account as the matrix's requests name it: every id a route takes belongs to the
 * owner, so the other account's calls test cross-account access on real ids.
 */
export interface MatrixFixture extends Callers {
  /** A sub-user no caller signs in as: edit-subuser's target (its edit changes nothing). */
  editableSubUserId: string;
  /** A sub-user delete-subuser removes on the owner's call (the only call that can). */
  deletableSubUserId: string;
  /** The policy of `editableSubUserId`: edited to the values it holds, and create-subuser's choice. */
  editablePolicyId: string;
  /** A policy nobody holds, which the owner's DELETE removes. */
  deletablePolicyId: string;
  /** The owner's yearly record, whose credits are already bought. */
  recordId: string;
  listingId: string;
  /** The checkout of `recordId`: what the certificates are of. */
  checkoutId: string;
  /** The owner's top-up, already PAID: the sandbox page's session. */
  paidTopUpId: string;
  /**
   * The owner's identity document, already ACCEPTED: its file reads back, and its delete is
   * refused (PENDING only), so no call moves the owner's account back to review.
   */
  documentId: string;
  /** The owner's withdrawal request, already CANCELLED: its cancel is refused (409), moving no money. */
  cancelledWithdrawalId: string;
  /** The token of the owner's READY export of its data: what its mailed link carries. */
  exportToken: string;
  /** A project (public, no account's), and where its picture is served. */
  projectId: string;
  projectPictureUrl: string;
  /** The handle of the owner's public impact page, turned on. */
  publicHandle: string;
}

/** Writes an ACCEPTED PNG document for `ownerId` straight to the tables, as an operator's acceptance leaves it. */
async function acceptedDocument(app: FastifyInstance, ownerId: string): Promise<string> {
  const bytes = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const key = createHash('sha256').update(bytes).digest('hex');
  await app.db.insert(blobs).values({ key, bytes, size: bytes.length }).onConflictDoNothing();
  const [document] = await app.db
    .insert(identityDocuments)
    .values({ ownerId, blobKey: key, fileName: 'passport.png', kind: 'PASSPORT', contentType: 'image/png', size: bytes.length, state: 'ACCEPTED', reviewedAt: new Date() })
    .returning();
  if (!document) throw new Error('fixture document was not written');
  return document.id;
}

/** A CANCELLED withdrawal request of `ownerId`, written straight to the table (it held no money). */
async function cancelledWithdrawal(app: FastifyInstance, ownerId: string): Promise<string> {
  const [request] = await app.db
    .insert(withdrawalRequests)
    .values({ walletId: ownerId, amountCents: 100, status: 'CANCELLED', decidedAt: new Date(), decidedBy: 'fixture' })
    .returning();
  if (!request) throw new Error('fixture withdrawal request was not written');
  return request.id;
}

/** A READY export of `ownerId`'s data, written straight to the tables as the worker leaves it; returns its link's token. */
async function readyExport(app: FastifyInstance, ownerId: string): Promise<string> {
  // Where the site keeps exports (a file with PGlite, the blob store with PostgreSQL), or the
  // download would look for it in the other place.
  const stored = await exportStoreOf(app.config, app.blobs).put(Readable.from([Buffer.from(`PK fixture export of ${ownerId}`)]), { maxBytes: 1024 });
  const token = newToken();
  await app.db.insert(dataExports).values({
    ownerId,
    state: 'READY',
    siteOrigin: 'http://localhost',
    blobKey: stored.key,
    size: stored.size,
    tokenHash: hashToken(token),
    readyAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/** The owner's public impact page, on, written straight to the table. */
async function publicPage(app: FastifyInstance, ownerId: string): Promise<string> {
  const handle = `matrix-${ownerId.slice(0, 8)}`;
  await app.db.insert(publicPages).values({ ownerId, handle, displayName: 'Matrix Owner', enabled: true });
  return handle;
}

/** 12 t (the household of helpers/carbon) at the listing's marked-up USD 12 a tonne. */
const checkoutUsd = 12 * 12;

export async function createMatrixFixture(app: FastifyInstance): Promise<MatrixFixture> {
  const callers = await createCallers(app);
  const ownerId = callers.owner.individualId;

  const editable = await addSubUser(app, ownerId, { menus: ['PROFILE'], name: 'Edit Target' });
  const deletable = await addSubUser(app, ownerId, { menus: ['PROFILE'], name: 'Delete Target' });
  const [unheld] = await app.db
    .insert(groupPolicies)
    .values({ ownerId, name: 'Unheld policy', role: 'nobody', menus: ['ASSETS'] })
    .returning();
  if (!unheld || !editable.policyId) throw new Error('fixture policies were not written');

  // Exactly the checkout's price, so the wallet is empty afterwards and stays so.
  const paidTopUpId = await creditWallet(app, ownerId, checkoutUsd);
  const listing = await addListing(app);
  const record = await saveYear(app, callers.owner.token);
  const bought = await app.inject({
    method: 'POST',
    url: '/api/api/operational-data/individual/checkout',
    headers: bearer(callers.owner.token),
    payload: { listingId: listing.id, operationalDataId: record.operationalDataId },
  });
  if (bought.statusCode !== 200) throw new Error(`fixture checkout failed: ${bought.statusCode} ${bought.body}`);
  const checkoutId = bought.json<{ retirements: Array<{ checkoutId: string }> }>().retirements[0]?.checkoutId;
  if (!checkoutId) throw new Error('fixture checkout has no retirement');
  const { fields: project } = await addProject(app, { projectId: listing.projectId });
  const projectPictureUrl = (await app.projects.get(project.projectId)).picture.url;

  return {
    ...callers,
    editableSubUserId: editable.individualId,
    deletableSubUserId: deletable.individualId,
    editablePolicyId: editable.policyId,
    deletablePolicyId: unheld.id,
    recordId: record.operationalDataId,
    listingId: listing.id,
    checkoutId,
    paidTopUpId,
    documentId: await acceptedDocument(app, ownerId),
    cancelledWithdrawalId: await cancelledWithdrawal(app, ownerId),
    exportToken: await readyExport(app, ownerId),
    projectId: project.projectId,
    projectPictureUrl,
    publicHandle: await publicPage(app, ownerId),
  };
}
