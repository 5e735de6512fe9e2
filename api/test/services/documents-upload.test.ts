import { describe, expect, it } from 'vitest';
import { documentMessages } from '@commons/shared/domain';
import { signUp } from '../helpers/accounts';
import { useTestApp } from '../helpers/build';
import { samples, storedCounts } from '../helpers/documents';
import { ownAccount } from '../helpers/wallet';

/** A source that sends `bytes` and then fails, as a request does when the client goes away mid-upload. */
async function* interrupted(bytes: Buffer): AsyncGenerator<Uint8Array> {
  yield bytes;
  throw new Error('aborted');
}

describe('documents service', () => {
  const ctx = useTestApp();

  it('should leave nothing behind when the upload is interrupted', async () => {
    const { user } = await signUp(ctx.app);
    const before = await storedCounts(ctx.app.db);
    const upload = { kind: 'PASSPORT', fileName: 'p.pdf', contentType: 'application/pdf', content: interrupted(samples.pdf()) } as const;
    await expect(ctx.app.documents.upload(ownAccount(user.individualId), upload)).rejects.toThrow('aborted');
    expect(await storedCounts(ctx.app.db)).toEqual(before);
  });

  it('should check a signature split across chunks', async () => {
    const { user } = await signUp(ctx.app);
    const png = samples.png();
    async function* split() {
      yield png.subarray(0, 3);
      yield png.subarray(3);
    }
    const upload = { kind: 'PASSPORT', fileName: 'p.png', contentType: 'image/png', content: split() } as const;
    expect(await ctx.app.documents.upload(ownAccount(user.individualId), upload)).toMatchObject({ size: png.length });
    async function* wrong() {
      yield Buffer.from([0x89, 0x50]);
      yield Buffer.from('NOPE....');
    }
    const bad = { ...upload, content: wrong() };
    await expect(ctx.app.documents.upload(ownAccount(user.individualId), bad)).rejects.toThrow(documentMessages.mismatch);
  });
});
