import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandGreen } from '../../src/certificates/brand-mark';
import { brandMarkPng } from '../../src/domains/mail/brand-mark-png';

const pixelsOf = async (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });

describe('brandMarkPng', () => {
  it('should draw the leaf in brand green on transparency, 64 pixels square', async () => {
    const { data, info } = await pixelsOf(await brandMarkPng());
    expect(info).toMatchObject({ width: 64, height: 64, channels: 4 });
    const rgba = (x: number, y: number) => [...data.subarray((y * 64 + x) * 4, (y * 64 + x + 1) * 4)];
    const green = [1, 3, 5].map((at) => parseInt(brandGreen.slice(at, at + 2), 16));
    // The leaf's middle, then the two bottom corners, outside it.
    expect(rgba(32, 40)).toEqual([...green, 255]);
    expect(rgba(0, 63)[3]).toBe(0);
    expect(rgba(63, 63)[3]).toBe(0);
  });

  it('should keep the pixels the mark had when it was encoded by hand', async () => {
    // Recorded from the PNG encoder this replaced: every mail since shows these very pixels.
    const { data } = await pixelsOf(await brandMarkPng());
    expect(createHash('sha256').update(data).digest('hex')).toBe('e738faf113554bc6463faeb464feca436e1b0ece70492439c6d8d3bcc3ea5aa0');
  });
});
