/**
 * The site's leaf mark (shared/src/ui/brand-mark.tsx) as a PDF vector: a square with three
 * corners rounded to half its side and the fourth sharp, turned 45 degrees so the point faces up.
 * Drawn, not embedded as an image, so it stays sharp at any zoom and in print.
 */
export const brandGreen = '#1f7a4d';

/** Draws the mark `size` points across its square, centred on (cx, cy). */
export function drawBrandMark(doc: PDFKit.PDFDocument, cx: number, cy: number, size: number, color = brandGreen, opacity = 1): void {
  const half = size / 2;
  doc.save().translate(cx, cy).rotate(-45).translate(-half, -half).fillOpacity(opacity);
  // From the middle of the top edge: the sharp top-right corner, then three quarter circles.
  doc.path(`M ${half} 0 L ${size} 0 L ${size} ${half} A ${half} ${half} 0 0 1 ${half} ${size} A ${half} ${half} 0 0 1 0 ${half} A ${half} ${half} 0 0 1 ${half} 0 Z`).fill(color);
  doc.restore();
}
