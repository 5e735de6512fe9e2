import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOpsArgs, type OpsCall } from '../../../../src/cli/ops-args';
import { openOps } from '../../../../src/cli/ops-runner';
import { writeServerInfo } from '@commons/server-kernel/operator/server-info';
import { bearer, completeProfile, signUp } from '../../../helpers/accounts';
import { setStatus, statusOf } from '../../../helpers/account-state';
import { operatorToken, tempDir, useTestApp } from '../../../helpers/build';
import { samples, sha256, uploadDocument } from '../../../helpers/documents';

const auth = { authorization: `Bearer ${operatorToken}` };

/** Manual review: the operator approves, so documents matter (with `auto` a complete profile approves at once). */
describe('POST /api/operator/documents/<command> and approval (manual review)', () => {
  const ctx = useTestApp({ accountReview: 'manual' });
  const call = (command: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/operator/${command}`, payload, headers: auth });

  /** A REVIEWING owner with a complete profile and one PNG and one PDF uploaded. */
  async function ownerWithDocuments() {
    const { user } = await signUp(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/api/user/individual/update-profile-details',
      payload: { data: completeProfile() },
      headers: bearer(user.token),
    });
    const png = samples.png();
    const pdf = samples.pdf();
    const first = await uploadDocument(ctx.app, user.token, 'PASSPORT', { name: 'passport.png', type: 'image/png', bytes: png });
    const second = await uploadDocument(ctx.app, user.token, 'PROOF_OF_ADDRESS', { name: 'bill.pdf', type: 'application/pdf', bytes: pdf });
    return { user, png, pdf, pngDoc: first.json(), pdfDoc: second.json() };
  }

  it('should list, read, accept and reject documents, the owner seeing each state', async () => {
    const { user, png, pngDoc, pdfDoc } = await ownerWithDocuments();
    const email = user.individualEmail;
    const listed = await call('documents/list', { email });
    expect(listed.json()).toEqual({ email, documents: [{ ...pngDoc, email }, { ...pdfDoc, email }] });

    const got = await call('documents/get', { documentId: pngDoc.documentId });
    expect(sha256(Buffer.from(got.json().contentBase64, 'base64'))).toBe(sha256(png));

    expect((await call('documents/accept', { documentId: pngDoc.documentId })).json()).toMatchObject({ state: 'ACCEPTED' });
    const rejected = await call('documents/reject', { documentId: pdfDoc.documentId, reason: 'The bill is older than 3 months' });
    expect(rejected.json()).toMatchObject({ state: 'REJECTED', rejectionReason: 'The bill is older than 3 months' });

    const own = await ctx.app.inject({ url: '/api/api/user/individual/documents', headers: bearer(user.token) });
    expect(own.json().documents.map((d: { state: string; rejectionReason: string | null }) => [d.state, d.rejectionReason])).toEqual([
      ['ACCEPTED', null],
      ['REJECTED', 'The bill is older than 3 months'],
    ]);
    // A reviewed document is the operator's record: neither reviewed again nor deleted by the owner.
    const again = await call('documents/accept', { documentId: pdfDoc.documentId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `Document ${pdfDoc.documentId} is REJECTED; only PENDING documents can be reviewed` });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/api/user/individual/documents/${pngDoc.documentId}`,
      headers: bearer(user.token),
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ message: 'Only a PENDING document can be deleted; this one is ACCEPTED' });
  });

  it.each([
    ['no reason', { reason: '  ' }, 'Reason is required: say what is wrong with the document'],
    ['a malformed id', { documentId: 'x', reason: 'blurred' }, 'Document not found'],
  ])('should refuse a rejection with %s', async (_case, body, message) => {
    const { pdfDoc } = await ownerWithDocuments();
    const response = await call('documents/reject', { documentId: pdfDoc.documentId, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('should refuse approval while a document is PENDING, saying how many, unless forced', async () => {
    const { user, pngDoc } = await ownerWithDocuments();
    const email = user.individualEmail;
    expect(await statusOf(ctx.app.db, user.individualId)).toBe('REVIEWING');
    const refused = await call('accounts/approve', { email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `${email} has 2 identity documents PENDING; review them (pnpm ops documents list ${email}) or approve with --force`,
    });
    expect(await statusOf(ctx.app.db, user.individualId)).toBe('REVIEWING');

    await call('documents/accept', { documentId: pngDoc.documentId });
    const forced = await call('accounts/approve', { email, force: true });
    expect(forced.json()).toEqual({ email, action: 'approve', from: 'REVIEWING', to: 'APPROVED', pendingDocuments: 1 });
  });

  it('should send an APPROVED account back to review when the owner uploads or deletes a document', async () => {
    const { user, pdfDoc } = await ownerWithDocuments();
    await setStatus(ctx.app.db, user.individualId, 'APPROVED');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/api/user/individual/documents/${pdfDoc.documentId}`,
      headers: bearer(user.token),
    });
    expect(await statusOf(ctx.app.db, user.individualId)).toBe('REVIEWING');
    await setStatus(ctx.app.db, user.individualId, 'APPROVED');
    await uploadDocument(ctx.app, user.token, 'PASSPORT', { name: 'p.jpg', type: 'image/jpeg', bytes: samples.jpeg() });
    expect(await statusOf(ctx.app.db, user.individualId)).toBe('REVIEWING');
  });

  it('should let `pnpm ops` review documents through a running server and save a file by hash', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    await writeServerInfo(ctx.config.dataDir, { pid: process.pid, port, url: `http://127.0.0.1:${port}` });
    const { user, pdf, pngDoc, pdfDoc } = await ownerWithDocuments();
    const email = user.individualEmail;
    const ops = await openOps(ctx.config);
    expect(ops.via).toBe('server');
    const runOps = (args: string[]) => ops.run(parseOpsArgs(args) as OpsCall, 'test operator');

    const listed = await runOps(['documents', 'list', email]);
    expect(listed).toEqual([
      expect.stringMatching(new RegExp(`^${pngDoc.documentId}  Passport          PENDING  \\d+ B  \\d{4}-.* UTC  passport.png$`)),
      expect.stringMatching(new RegExp(`^${pdfDoc.documentId}  Proof of address  PENDING  \\d+ B  .*  bill.pdf$`)),
    ]);
    const out = path.join(await tempDir('documents'), 'bill.pdf');
    const saved = await runOps(['documents', 'get', pdfDoc.documentId, '--out', out]);
    expect(saved.at(-1)).toBe(`saved ${pdf.length} bytes to ${out}`);
    expect(sha256(await readFile(out))).toBe(sha256(pdf));

    expect(await runOps(['accounts', 'approve', email]).catch((error: Error) => error.message)).toMatch(
      /has 2 identity documents PENDING/,
    );
    expect(await runOps(['documents', 'accept', pngDoc.documentId])).toEqual([`passport.png of ${email} accepted`]);
    expect(await runOps(['documents', 'reject', pdfDoc.documentId, '--reason', 'Name does not match'])).toEqual([
      `bill.pdf of ${email} rejected: Name does not match`,
    ]);
    expect(await runOps(['accounts', 'approve', email])).toEqual([
      `${email} approved (was REVIEWING); 0 identity documents PENDING`,
    ]);
  });
});
