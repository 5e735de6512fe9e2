import sharp from 'sharp';
import { brandGreen } from '../../certificates/brand-mark';

/**
 * The site's leaf mark (shared/src/ui/brand-mark.tsx) as a PNG, for the top of every mail: mail
 * readers show neither SVG nor CSS transforms, but every one shows an inline (CID) image. Drawn
 * here rather than kept as a file so the shape has one definition per medium, as the PDF's.
 */

/** Whether (x, y), from the mark's centre with y down, lies in the leaf of circle radius `r`. */
function inLeaf(x: number, y: number, r: number): boolean {
  if (x * x + y * y <= r * r) return true;
  // Turned back by 45 degrees, the sharp corner's quarter square is [0, r] x [-r, 0].
  const u = (x - y) * Math.SQRT1_2;
  const v = (x + y) * Math.SQRT1_2;
  return u >= 0 && u <= r && v >= -r && v <= 0;
}

/** Coverage of each pixel of a `size` square image, 4x4 samples a pixel for smooth edges. */
function coverage(size: number): Float64Array {
  // The leaf is r * (1 + sqrt 2) tall: 95% of the image.
  const r = (0.95 * size) / (1 + Math.SQRT2);
  const cx = size / 2;
  // Centred vertically, the point up.
  const cy = (size - r * (1 + Math.SQRT2)) / 2 + r * Math.SQRT2;
  const cells = new Float64Array(size * size);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = px + (sx + 0.5) / samples - cx;
          const y = py + (sy + 0.5) / samples - cy;
          if (inLeaf(x, y, r)) hits += 1;
        }
      }
      cells[py * size + px] = hits / (samples * samples);
    }
  }
  return cells;
}

/** The mark in brand green on transparency, `size` pixels square (shown at half size, for sharp screens). */
export function brandMarkPng(size = 64): Promise<Buffer> {
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(brandGreen.slice(at, at + 2), 16)) as [number, number, number];
  const cells = coverage(size);
  // RGBA pixels, row by row.
  const pixels = Buffer.alloc(size * size * 4);
  for (let at = 0; at < size * size; at += 1) {
    pixels.set([red, green, blue, Math.round(cells[at]! * 255)], at * 4);
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 4 } }).png().toBuffer();
}

/** The Content-ID the HTML part's `<img src="cid:...">` names. */
export const brandMarkCid = 'brand-mark@carbon-commons';
