import QRCode from 'qrcode';

/** The QR code's dark modules, row by row: `rows[y][x]` is true where a square is printed. */
export type QrMatrix = boolean[][];

/**
 * The QR code of a URL, from the qrcode library. Level M (15% of the code may be lost) survives
 * a creased or stained print and keeps a 60-character link at 37 x 37 modules, large enough
 * to scan at the size the certificate prints it.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, y) => Array.from({ length: modules.size }, (_, x) => modules.get(y, x) === 1));
}

/** The quiet zone scanners need around a code, in modules (ISO/IEC 18004). */
export const quietZone = 4;

/** A horizontal run of dark modules: where one filled rectangle goes. */
export interface ModuleRun {
  x: number;
  y: number;
  length: number;
}

/** The matrix as horizontal runs, so that the PDF draws a few hundred rectangles, not thousands of squares. */
export function moduleRuns(matrix: QrMatrix): ModuleRun[] {
  const runs: ModuleRun[] = [];
  matrix.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if (start >= 0 && (!dark || x === row.length - 1)) {
        const end = dark ? x + 1 : x;
        runs.push({ x: start, y, length: end - start });
        start = -1;
      }
    });
  });
  return runs;
}
