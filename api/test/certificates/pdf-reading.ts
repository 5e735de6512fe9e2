import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { extractText, getDocumentProxy } from 'unpdf';

/** The PDF's text, as a reader's copy and paste or a search would find it. */
export async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

export async function pageCount(pdf: Buffer): Promise<number> {
  return (await getDocumentProxy(new Uint8Array(pdf))).numPages;
}

/** Every Flate-compressed stream of the file that inflates to drawing operators. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not Flate (an image, a font in another filter): no drawing operators in it.
    }
  }
  return streams.filter((stream) => / re\n/.test(stream));
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The QR code as printed: the longest run of rectangles filled together (a code's dark modules;
 * the frame and panels are single rectangles), read back to a module matrix from their
 * positions. Independent of how the renderer made it, so it checks what a printer would print.
 */
export function printedQrMatrix(pdf: Buffer): boolean[][] {
  let longest: Rect[] = [];
  for (const stream of contentStreams(pdf)) {
    let run: Rect[] = [];
    for (const line of stream.split('\n')) {
      const rect = /^(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re$/.exec(line);
      if (rect) {
        const [x, y, width, height] = rect.slice(1).map(Number) as [number, number, number, number];
        run.push({ x, y, width, height });
        continue;
      }
      if (run.length > longest.length) longest = run;
      run = [];
    }
  }
  if (longest.length < 50) throw new Error(`no QR code found: the longest run of rectangles has ${longest.length}`);
  const module = Math.min(...longest.map((rect) => rect.height));
  const x0 = Math.min(...longest.map((rect) => rect.x));
  const y0 = Math.min(...longest.map((rect) => rect.y));
  const size = Math.round((Math.max(...longest.map((rect) => rect.x + rect.width)) - x0) / module);
  const matrix = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const rect of longest) {
    const row = Math.round((rect.y - y0) / module);
    const first = Math.round((rect.x - x0) / module);
    const length = Math.round(rect.width / module);
    for (let column = first; column < first + length; column += 1) matrix[row]![column] = true;
  }
  return matrix;
}

/** What a scanner reads from the matrix, drawn as black on white with a 4-module quiet zone. */
export function scanQr(matrix: boolean[][]): string | undefined {
  const scale = 4;
  const side = (matrix.length + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const offset = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          pixels.fill(0, offset, offset + 3);
        }
      }
    }),
  );
  return jsQR(pixels, side, side)?.data;
}
