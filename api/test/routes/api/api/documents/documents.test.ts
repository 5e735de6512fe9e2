import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentMaxBytes, documentMessages } from '@commons/shared/domain';
import { bearer, completeProfile, signUp } from '../../../../helpers/accounts';
import { signInSubUser, statusOf } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { samples, sha256, storedCounts, uploadDocument } from '../../../../helpers/documents';

const documentsUrl = '/api/api/user/individual/documents';

describe('/user/individual/documents', () => {
  const ctx = useTestApp();

  async function owner() {
    const { user } = await signUp(ctx.app);
    return user;
  }

  const list = (token: string) => ctx.app.inject({ url: documentsUrl, headers: bearer(token) });
  const file = (token: string, id: string, query = '') =>
    ctx.app.inject({ url: `${documentsUrl}/${id}/file${query}`, headers: bearer(token) });
  const remove = (token: string, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `${documentsUrl}/${id}`, headers: bearer(token) });

  it.each([
    ['a PDF', 'passport.pdf', 'application/pdf', samples.pdf, 'PASSPORT'],
    ['a PNG', 'id-card.png', 'image/png', samples.png, 'NATIONAL_ID'],
    ['a JPEG', 'licence.jpg', 'image/jpeg', samples.jpeg, 'DRIVING_LICENCE'],
  ])('should store %s and list it PENDING', async (_case, name, type, sample, kind) => {
    const user = await owner();
    const bytes = sample();
    const response = await uploadDocument(ctx.app, user.token, kind, { name, type, bytes });
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toEqual({
      documentId: expect.any(String),
      fileName: name,
      kind,
      contentType: type,
      size: bytes.length,
      uploadedAt: expect.any(String),
      state: 'PENDING',
      rejectionReason: null,
    });
    expect((await list(user.token)).json()).toEqual({ documents: [document] });
  });

  it('should take the type from the name when the browser sends application/octet-stream', async () => {
    const user = await owner();
    const response = await uploadDocument(ctx.app, user.token, 'PROOF_OF_ADDRESS', {
      name: 'bill.PDF',
      type: 'application/octet-stream',
      bytes: samples.pdf(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contentType: 'application/pdf' });
  });

  it.each([
    [
      'a renamed executable',
      { name: 'passport.pdf', type: 'application/pdf', bytes: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]) },
      400,
      documentMessages.mismatch,
    ],
    [
      'an HTML page called .png',
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') },
      400,
      documentMessages.mismatch,
    ],
    ['an empty file', { name: 'empty.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) }, 400, documentMessages.empty],
    [
      'a file shorter than its signature',
      { name: 'short.png', type: 'image/png', bytes: Buffer.from([0x89, 0x50]) },
      400,
      documentMessages.mismatch,
    ],
    [
      'an 11 MB file',
      {
        name: 'big.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024)]),
      },
      413,
      documentMessages.tooLarge,
    ],
    ['a text file', { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') }, 400, documentMessages.type],
  ])('should refuse %s and store nothing', async (_case, part, status, message) => {
    const user = await owner();
    const before = await storedCounts(ctx.app.db);
    const response = await uploadDocument(ctx.app, user.token, 'PASSPORT', part);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(await storedCounts(ctx.app.db)).toEqual(before);
  });

  it('should accept a file of exactly 10 MB', async () => {
    const user = await owner();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(documentMaxBytes - 9, 0x20)]);
    const response = await uploadDocument(ctx.app, user.token, 'PASSPORT', { name: 'max.pdf', type: 'application/pdf', bytes });
    expect(response.statusCode).toBe(201);
    expect(sha256((await file(user.token, response.json().documentId)).rawPayload)).toBe(sha256(bytes));
  });

  it.each([
    ['no kind', null, 'kind must be one of PASSPORT, NATIONAL_ID, DRIVING_LICENCE, PROOF_OF_ADDRESS'],
    ['an unknown kind', 'SELFIE', 'kind must be one of PASSPORT, NATIONAL_ID, DRIVING_LICENCE, PROOF_OF_ADDRESS'],
  ])('should refuse an upload with %s', async (_case, kind, message) => {
    const user = await owner();
    const before = await storedCounts(ctx.app.db);
    const response = await uploadDocument(ctx.app, user.token, kind, { name: 'a.pdf', type: 'application/pdf', bytes: samples.pdf() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedCounts(ctx.app.db)).toEqual(before);
  });

  it('should refuse a request without a file or not in multipart', async () => {
    const user = await owner();
    const noFile = await uploadDocument(ctx.app, user.token, 'PASSPORT', null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: documentMessages.noFile });
    const json = await ctx.app.inject({ method: 'POST', url: documentsUrl, payload: {}, headers: bearer(user.token) });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart\/form-data/);
  });

  it('should refuse a sixth document and store nothing', async () => {
    const user = await owner();
    for (let i = 0; i < 5; i += 1) {
      const ok = await uploadDocument(ctx.app, user.token, 'PASSPORT', { name: `p${i}.png`, type: 'image/png', bytes: samples.png() });
      expect(ok.statusCode).toBe(201);
    }
    const before = await storedCounts(ctx.app.db);
    const sixth = await uploadDocument(ctx.app, user.token, 'PASSPORT', { name: 'p6.png', type: 'image/png', bytes: samples.png() });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ message: documentMessages.tooMany });
    expect(await storedCounts(ctx.app.db)).toEqual(before);
  });

  it('should keep at most five documents when uploads race', async () => {
    const user = await owner();
    const uploads = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        uploadDocument(ctx.app, user.token, 'PASSPORT', { name: `r${i}.png`, type: 'image/png', bytes: samples.png() }),
      ),
    );
    const codes = uploads.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect((await list(user.token)).json().documents).toHaveLength(5);
  });

  it('should serve the same bytes back, as an attachment unless previewed, never sniffed or cached', async () => {
    const user = await owner();
    const bytes = samples.png();
    const { documentId } = (
      await uploadDocument(ctx.app, user.token, 'PASSPORT', { name: 'my photo é.png', type: 'image/png', bytes })
    ).json();
    const download = await file(user.token, documentId);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="my photo _.png"; filename*=UTF-8''my%20photo%20%C3%A9.png`,
    );
    const preview = await file(user.token, documentId, '?preview=1');
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(sha256(preview.rawPayload)).toBe(sha256(bytes));
  });

  it("should answer 404 for another account's document, an unknown id and a malformed one", async () => {
    const [alice, bob] = [await owner(), await owner()];
    const { documentId } = (
      await uploadDocument(ctx.app, alice.token, 'PASSPORT', { name: 'a.pdf', type: 'application/pdf', bytes: samples.pdf() })
    ).json();
    for (const id of [documentId, randomUUID(), 'not-an-id']) {
      for (const response of [await file(bob.token, id), await remove(bob.token, id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Document not found' });
      }
    }
    expect((await list(bob.token)).json()).toEqual({ documents: [] });
    expect((await file(alice.token, documentId)).statusCode).toBe(200);
  });

  it("should refuse a sub-user with PROFILE every document route, the owner's documents included", async () => {
    const user = await owner();
    const { documentId } = (
      await uploadDocument(ctx.app, user.token, 'PASSPORT', { name: 'a.pdf', type: 'application/pdf', bytes: samples.pdf() })
    ).json();
    const { token } = await signInSubUser(ctx.app, user.individualId, { menus: ['PROFILE'] });
    const before = await storedCounts(ctx.app.db);
    const responses = [
      await list(token),
      await uploadDocument(ctx.app, token, 'PASSPORT', { name: 'b.pdf', type: 'application/pdf', bytes: samples.pdf() }),
      await file(token, documentId),
      await remove(token, documentId),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await storedCounts(ctx.app.db)).toEqual(before);
  });

  it('should delete a PENDING document and its file, keeping a file another document shares', async () => {
    const [alice, bob] = [await owner(), await owner()];
    const bytes = samples.pdf();
    const part = { name: 'same.pdf', type: 'application/pdf', bytes };
    const before = await storedCounts(ctx.app.db);
    const aliceDoc = (await uploadDocument(ctx.app, alice.token, 'PASSPORT', part)).json();
    const bobDoc = (await uploadDocument(ctx.app, bob.token, 'PASSPORT', part)).json();
    // Content-addressed: the same bytes are one blob.
    expect(await storedCounts(ctx.app.db)).toEqual({ blobs: before.blobs + 1, documents: before.documents + 2 });

    const deleted = await remove(alice.token, aliceDoc.documentId);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(aliceDoc);
    expect(await storedCounts(ctx.app.db)).toEqual({ blobs: before.blobs + 1, documents: before.documents + 1 });
    expect(sha256((await file(bob.token, bobDoc.documentId)).rawPayload)).toBe(sha256(bytes));

    await remove(bob.token, bobDoc.documentId);
    expect(await storedCounts(ctx.app.db)).toEqual(before);
  });

  it('should send an APPROVED account back to review and, its profile complete, approve it again (auto)', async () => {
    const user = await owner();
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/user/individual/update-profile-details',
      payload: { data: completeProfile() },
      headers: bearer(user.token),
    });
    expect(save.json()).toMatchObject({ accountStatus: 'APPROVED' });
    const upload = await uploadDocument(ctx.app, user.token, 'PASSPORT', { name: 'a.pdf', type: 'application/pdf', bytes: samples.pdf() });
    expect(upload.statusCode).toBe(201);
    // auto review: the change goes through REVIEWING and, the profile complete, back to APPROVED.
    expect(await statusOf(ctx.app.db, user.individualId)).toBe('APPROVED');
  });
});
