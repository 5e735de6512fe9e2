import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobTooLargeError } from '../../src/blobs';
import { spool } from '@commons/server-kernel/blobs/spool';
import { tempDir } from '../helpers/build';

async function* chunked(bytes: Buffer, chunkBytes: number) {
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) yield bytes.subarray(offset, offset + chunkBytes);
}

describe('spool', () => {
  // os.tmpdir() follows TMPDIR: a private one shows what spool leaves behind.
  let tmp: string;
  const savedTmpdir = process.env.TMPDIR;
  beforeEach(async () => {
    tmp = await tempDir('spool');
    process.env.TMPDIR = tmp;
  });
  afterEach(() => {
    if (savedTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmpdir;
  });

  it('should hand over the bytes in a file with their sha256 and size, then remove the file', async () => {
    const bytes = randomBytes(100_000);
    const seen = await spool(chunked(bytes, 4096), 200_000, async (blob) => ({ ...blob, bytes: await readFile(blob.path) }));
    expect(seen.key).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(seen.size).toBe(bytes.length);
    expect(seen.bytes.equals(bytes)).toBe(true);
    expect(await readdir(tmp)).toEqual([]);
  });

  it('should leave nothing behind when the source passes the limit, fails, or the use fails', async () => {
    const bytes = randomBytes(10_000);
    const use = () => Promise.resolve('used');
    await expect(spool(chunked(bytes, 1000), 5000, use)).rejects.toBeInstanceOf(BlobTooLargeError);
    async function* failing() {
      yield bytes;
      throw new Error('connection reset');
    }
    await expect(spool(failing(), 50_000, use)).rejects.toThrow('connection reset');
    await expect(spool(chunked(bytes, 1000), 50_000, () => Promise.reject(new Error('upload failed')))).rejects.toThrow(
      'upload failed',
    );
    expect(await readdir(tmp)).toEqual([]);
  });
});
