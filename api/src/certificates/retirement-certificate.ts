import { createRequire } from 'node:module';
import {
  creditUnitOf,
  describeFootprintPeriod,
  describeUnits,
  formatFootprintPeriod,
  describeYearShare,
  formatSerialRange,
  monthsPerYear,
  sampleRetirementLabel,
  type CreditUnit,
  type FootprintPeriod,
  type SerialRange,
} from '@commons/shared/domain';
import { brandGreen, drawBrandMark } from './brand-mark';
import type { QrMatrix } from './qr-code';

/** What a retirement certificate states; the checkout that bought the credits supplies it. */
export interface RetirementCertificate {
  checkoutId: string;
  /** The account holder's name, as printed. */
  beneficiary: string;
  /** Tonnes of CO2e retired: one unit of the project's registry each. */
  quantity: number;
  project: { name: string; id: string; registry: string; country: string; vintage: number; methodology: string };
  /**
   * The household footprint the units offset: the operational data's year, and for a monthly
   * offset which of the year's twelve it was (1 = January).
   */
  footprint: FootprintPeriod;
  serials: SerialRange;
  retiredAt: Date;
  /** The public page that confirms this certificate, printed as a link and as a QR code. */
  verificationUrl: string;
  /**
   * The account member who made the purchase, when it was not the owner: a sub-user's name, or
   * "a deleted member" once that login is gone. Unset for the owner's own purchases.
   */
  retiredBy?: string;
  /** A sample, not a real retirement (docs/product-rules.md#sample-retirements): a band and the wording say so. */
  sample: boolean;
  /** Where the registry shows the retired units (shared `registryRetirementUrl`); unset for a sample or a registry not known. */
  registryRetirementUrl?: string | undefined;
}

type Doc = PDFKit.PDFDocument;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
type Cell = [label: string, value: string];

/**
 * The statement's rows, as the registries' retirement statements list them; a row of two cells
 * puts two short facts side by side.
 */
function rows(certificate: RetirementCertificate, unit: CreditUnit | undefined): Cell[][] {
  const { project } = certificate;
  return [
    [['Quantity', `${certificate.quantity} tonnes CO2e: ${describeUnits(certificate.quantity, unit)}`]],
    [['Footprint offset', describeFootprintPeriod(certificate.footprint)]],
    [['Project', project.name]],
    [
      ['Project ID', project.id],
      ['Registry', project.registry],
    ],
    [
      ['Country', project.country],
      ['Vintage', String(project.vintage)],
    ],
    [['Methodology', project.methodology]],
    [['Serial numbers', formatSerialRange(certificate.serials)]],
    [['Retirement date', dateFormat.format(certificate.retiredAt)]],
    [['Certificate ID', certificate.checkoutId]],
    [['Registry record', registryRecord(certificate)]],
    ...(certificate.retiredBy === undefined ? [] : [[['Retired by', certificate.retiredBy] as Cell]]),
  ];
}

/** Where the registry shows the units; a sample has no record anywhere, and says so. */
function registryRecord(certificate: RetirementCertificate): string {
  if (certificate.sample) return 'None: sample units are recorded by no registry';
  return certificate.registryRetirementUrl ?? `Not linked: ask ${certificate.project.registry} for serial numbers above`;
}

// DejaVu, embedded, prints the Latin, Greek and Cyrillic names the profile accepts; the PDF
// standard fonts know only Windows-1252 and would print other letters as garbage.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const fonts = {
  sans: fontFile('DejaVuSans.ttf'),
  sansBold: fontFile('DejaVuSans-Bold.ttf'),
  serifBold: fontFile('DejaVuSerifCondensed-Bold.ttf'),
  serifItalic: fontFile('DejaVuSerif-Italic.ttf'),
  mono: fontFile('DejaVuSansMono.ttf'),
};

const colors = {
  ink: '#111827',
  body: '#374151',
  muted: '#6b7280',
  deep: '#14532d',
  gold: '#b08d3c',
  soft: '#eef6f1',
  softBorder: '#cfe5d7',
  hairline: '#e5e7eb',
  link: '#1d4ed8',
  sample: '#b91c1c',
  sampleSoft: '#fef2f2',
};

/** A4 in points; everything is placed by hand, so nothing flows onto a second page. */
const pageWidth = 595.28;
const pageHeight = 841.89;
const left = 72;
const contentWidth = pageWidth - 2 * left;
/** Where the verification panel starts: the details end above it. */
const verificationTop = 668;

/** The largest size up to `max` at which `text` fits `width` on one line, never below `min`. */
function fittingSize(doc: Doc, text: string, font: string, max: number, min: number, width: number): number {
  doc.font(font).fontSize(max);
  const size = max * Math.min(1, (width - 2) / doc.widthOfString(text));
  return Math.max(min, Math.floor(size * 4) / 4);
}

/** A double rule in the brand's green with a thin gold line inside, and a mark in each corner. */
function drawFrame(doc: Doc) {
  doc.lineWidth(3).strokeColor(colors.deep).rect(22, 22, pageWidth - 44, pageHeight - 44).stroke();
  doc.lineWidth(0.75).strokeColor(colors.gold).rect(31, 31, pageWidth - 62, pageHeight - 62).stroke();
  for (const [x, y] of [
    [31, 31],
    [pageWidth - 31, 31],
    [31, pageHeight - 31],
    [pageWidth - 31, pageHeight - 31],
  ] as const) {
    doc.save().translate(x, y).rotate(45).rect(-4, -4, 8, 8).fill(colors.gold).restore();
  }
  // A large, faint mark behind the text, as a watermark.
  drawBrandMark(doc, pageWidth / 2, 470, 300, brandGreen, 0.035);
}

/** A short gold rule with a diamond in its middle, between the header and the holder. */
function drawOrnament(doc: Doc, y: number) {
  const cx = pageWidth / 2;
  doc.lineWidth(0.75).strokeColor(colors.gold);
  doc.moveTo(cx - 90, y).lineTo(cx - 8, y).stroke();
  doc.moveTo(cx + 8, y).lineTo(cx + 90, y).stroke();
  doc.save().translate(cx, y).rotate(45).rect(-3, -3, 6, 6).fill(colors.gold).restore();
}

function drawHeader(doc: Doc): number {
  drawBrandMark(doc, pageWidth / 2, 76, 24);
  // Spaced out, but no wider than a text extractor still reads as one word (it splits from 1.5 pt).
  doc.font(fonts.sansBold).fontSize(10.5).fillColor(colors.deep);
  doc.text('CARBON COMMONS', left, 102, { width: contentWidth, align: 'center', characterSpacing: 1 });
  const title = 'Certificate of Voluntary Retirement';
  doc.font(fonts.serifBold).fontSize(fittingSize(doc, title, fonts.serifBold, 27, 18, contentWidth)).fillColor(colors.ink);
  doc.text(title, left, 124, { width: contentWidth, align: 'center' });
  drawOrnament(doc, 172);
  return 186;
}

/**
 * A sample's band under the title, and "SAMPLE" across the page behind the text: whoever holds
 * the page, printed or forwarded, sees it is not a real retirement.
 */
function drawSampleBand(doc: Doc, top: number): number {
  doc.save().translate(pageWidth / 2, pageHeight / 2).rotate(-35);
  doc.font(fonts.sansBold).fontSize(110).fillColor(colors.sample).fillOpacity(0.07);
  doc.text('SAMPLE', -260, -60, { width: 520, align: 'center', lineBreak: false });
  doc.restore();
  doc.lineWidth(1).roundedRect(left, top, contentWidth, 26, 4).fillAndStroke(colors.sampleSoft, colors.sample);
  doc.font(fonts.sansBold).fontSize(11).fillColor(colors.sample);
  doc.text(sampleRetirementLabel, left, top + 7, { width: contentWidth, align: 'center', lineBreak: false });
  return top + 38;
}

/** "This certifies that", the holder's name large (smaller for a long one, two lines at most), and a rule. */
function drawHolder(doc: Doc, certificate: RetirementCertificate, top: number): number {
  doc.font(fonts.serifItalic).fontSize(12).fillColor(colors.muted);
  doc.text('This certifies that', left, top, { width: contentWidth, align: 'center' });
  const size = fittingSize(doc, certificate.beneficiary, fonts.serifBold, 28, 16, contentWidth);
  doc.font(fonts.serifBold).fontSize(size).fillColor(colors.deep);
  const options = { width: contentWidth, align: 'center' as const, height: 2 * doc.currentLineHeight(true), ellipsis: true };
  const height = Math.min(doc.heightOfString(certificate.beneficiary, options), options.height);
  doc.text(certificate.beneficiary, left, top + 20 + (40 - height) / 2, options);
  const ruleY = top + 66;
  doc.lineWidth(0.75).strokeColor(colors.gold).moveTo(left + 60, ruleY).lineTo(pageWidth - left - 60, ruleY).stroke();
  return ruleY + 14;
}

function drawStatement(doc: Doc, certificate: RetirementCertificate, unit: CreditUnit | undefined, top: number): number {
  const { footprint, project } = certificate;
  const period = footprint.share
    ? `part of the household carbon footprint of ${footprint.year} (${describeYearShare(footprint.year, footprint.share)}, by a monthly plan)`
    : footprint.month === undefined
      ? `the household carbon footprint of ${footprint.year}`
      : `the household carbon footprint of ${formatFootprintPeriod(footprint)}, monthly offset ${footprint.month} of ${monthsPerYear} for ${footprint.year}`;
  const statement = certificate.sample
    ? `holds a sample retirement of ${describeUnits(certificate.quantity, unit)}, shown as the ${project.registry} registry ` +
      `would issue them, for ${period}. Sample credits come from a sample project or were paid with sandbox ` +
      'test money: no registry recorded this retirement and it offsets nothing.'
    : `has retired ${describeUnits(certificate.quantity, unit)} issued on the ${project.registry} registry, ` +
      `each one tonne of carbon dioxide equivalent, to offset ${period}. Retired units are cancelled ` +
      'voluntarily: they can never be sold, transferred or used again.';
  doc.font(fonts.sans).fontSize(10.5).fillColor(colors.body);
  const options = { width: contentWidth - 40, align: 'center' as const, lineGap: 3 };
  doc.text(statement, left + 20, top, options);
  return top + doc.heightOfString(statement, options) + 16;
}

const footprintCaption = (footprint: FootprintPeriod): string => {
  if (footprint.share) return describeYearShare(footprint.year, footprint.share);
  return footprint.month === undefined ? 'footprint offset' : `monthly offset ${footprint.month} of ${monthsPerYear}`;
};

/** Three boxes that say the certificate at a glance: how much, which footprint, which unit. */
function drawKeyFigures(doc: Doc, certificate: RetirementCertificate, unit: CreditUnit | undefined, top: number): number {
  const gap = 12;
  const width = (contentWidth - 2 * gap) / 3;
  const height = 62;
  const { footprint } = certificate;
  const figures: [string, string][] = [
    [String(certificate.quantity), 'tonnes CO2e retired'],
    [formatFootprintPeriod(footprint), footprintCaption(footprint)],
    [unit ? `${unit.code}s` : 'credits', `${certificate.project.registry} units`],
  ];
  figures.forEach(([value, caption], index) => {
    const x = left + index * (width + gap);
    doc.lineWidth(0.75).roundedRect(x, top, width, height, 6).fillAndStroke(colors.soft, colors.softBorder);
    const size = fittingSize(doc, value, fonts.serifBold, 22, 10, width - 20);
    doc.font(fonts.serifBold).fontSize(size).fillColor(colors.deep);
    doc.text(value, x + 10, top + 10 + (22 - size) / 2, { width: width - 20, align: 'center', lineBreak: false });
    doc.font(fonts.sans).fontSize(8.5).fillColor(colors.muted);
    doc.text(caption, x + 8, top + 40, { width: width - 16, align: 'center', lineBreak: false, ellipsis: true });
  });
  return top + height + 18;
}

/** The registry-style statement: label and value per cell, a hairline between rows, ending above `bottom`. */
function drawDetails(doc: Doc, certificate: RetirementCertificate, unit: CreditUnit | undefined, top: number, bottom: number) {
  const labelWidth = 104;
  const gap = 16;
  const lines = rows(certificate, unit).map((cells) => {
    const cellWidth = (contentWidth - gap * (cells.length - 1)) / cells.length;
    const valueWidth = cellWidth - labelWidth;
    const laid = cells.map(([label, value], index) => {
      const font = label === 'Serial numbers' || label === 'Certificate ID' ? fonts.mono : fonts.sans;
      const link = label === 'Registry record' ? certificate.registryRetirementUrl : undefined;
      // Two lines at most (a long methodology), so the page always holds the verification block.
      doc.font(font).fontSize(9.5);
      const lines = link ? 1 : Math.min(doc.heightOfString(value, { width: valueWidth }) / doc.currentLineHeight(true), 2);
      const height = lines * doc.currentLineHeight(true);
      return { label, value, font, link, x: left + index * (cellWidth + gap), valueWidth, height };
    });
    return { laid, height: Math.max(...laid.map((cell) => cell.height)) };
  });
  // The room left is shared out as padding: a certificate with more rows sets them closer.
  const textHeight = lines.reduce((sum, line) => sum + line.height, 0);
  const padding = Math.max(2, Math.min(6, (bottom - top - textHeight) / (2 * lines.length)));
  let y = top;
  for (const line of lines) {
    for (const cell of line.laid) {
      doc.font(fonts.sansBold).fontSize(8).fillColor(colors.muted).text(cell.label, cell.x, y + 1.5, { width: labelWidth - 8 });
      if (cell.link) {
        // One line, as the verification link: a wrapped address would not extract as one.
        doc.font(cell.font).fontSize(fittingSize(doc, cell.value, cell.font, 9.5, 5, cell.valueWidth)).fillColor(colors.link);
        doc.text(cell.value, cell.x + labelWidth, y, { width: cell.valueWidth, link: cell.link, underline: true, lineBreak: false });
      } else {
        doc.font(cell.font).fontSize(9.5).fillColor(colors.ink);
        doc.text(cell.value, cell.x + labelWidth, y, { width: cell.valueWidth, height: cell.height, ellipsis: true });
      }
    }
    y += line.height + padding;
    doc.lineWidth(0.5).strokeColor(colors.hairline).moveTo(left, y).lineTo(left + contentWidth, y).stroke();
    y += padding;
  }
}

/** The QR code module, loaded with pdfkit, and the verification link's matrix. */
type QrCode = Pick<typeof import('./qr-code'), 'moduleRuns' | 'quietZone'> & { matrix: QrMatrix };

/** The verification link and its QR code, in a panel at the foot of the page. */
function drawVerification(doc: Doc, certificate: RetirementCertificate, { matrix, moduleRuns, quietZone }: QrCode) {
  const qrSize = 92;
  const module = qrSize / (matrix.length + 2 * quietZone);
  const panelTop = verificationTop;
  const panelHeight = qrSize + 8;
  doc.lineWidth(0.75).strokeColor(colors.hairline).roundedRect(left, panelTop, contentWidth, panelHeight, 6).stroke();
  const qrX = left + 4;
  const qrY = panelTop + 4;
  for (const run of moduleRuns(matrix)) {
    doc.rect(qrX + (run.x + quietZone) * module, qrY + (run.y + quietZone) * module, run.length * module, module);
  }
  doc.fill(colors.ink);

  const textX = qrX + qrSize + 10;
  const textWidth = left + contentWidth - textX - 16;
  doc.font(fonts.sansBold).fontSize(11).fillColor(colors.ink).text('Verify this certificate', textX, panelTop + 14, { width: textWidth });
  doc.font(fonts.sans).fontSize(8.5).fillColor(colors.body);
  doc.text('Scan the code or open the link: the public page confirms what this certificate retired.', textX, panelTop + 32, {
    width: textWidth,
  });
  // One line, however long the site's address: a wrapped link would not extract as one.
  const size = fittingSize(doc, certificate.verificationUrl, fonts.sans, 9, 5, textWidth);
  doc.font(fonts.sans).fontSize(size).fillColor(colors.link);
  doc.text(certificate.verificationUrl, textX, panelTop + 66, {
    width: textWidth,
    link: certificate.verificationUrl,
    underline: true,
    lineBreak: false,
  });
}

function drawFooter(doc: Doc, certificate: RetirementCertificate) {
  doc.font(fonts.sans).fontSize(7.5).fillColor(certificate.sample ? colors.sample : colors.muted);
  const issued = `Issued by Carbon Commons on ${dateFormat.format(certificate.retiredAt)}`;
  doc.text(
    certificate.sample ? `${issued} as a sample. ${sampleRetirementLabel}.` : `${issued}. One tonne of CO2e per unit.`,
    left,
    pageHeight - 62,
    { width: contentWidth, align: 'center', lineBreak: false },
  );
}

/**
 * The certificate as a one-page A4 PDF. Its dates come from the retirement, not the clock, so the
 * same checkout always gives the same document. pdfkit and qrcode load with the first
 * certificate: pdfkit is 15 MB of the server's memory that most processes never need.
 */
export async function renderRetirementCertificate(certificate: RetirementCertificate): Promise<Buffer> {
  const [{ default: PDFDocument }, qr] = await Promise.all([import('pdfkit'), import('./qr-code')]);
  const unit = creditUnitOf(certificate.project.registry);
  const doc = new PDFDocument({
    size: 'A4',
    // Placed by hand: no margin means no automatic second page.
    margin: 0,
    info: {
      Title: `${certificate.sample ? 'Sample retirement certificate' : 'Retirement certificate'} ${certificate.checkoutId}`,
      Author: 'Carbon Commons',
      Subject: `Voluntary retirement of ${describeUnits(certificate.quantity, unit)} for ${formatFootprintPeriod(certificate.footprint)}`,
      CreationDate: certificate.retiredAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawFrame(doc);
  let y = drawHeader(doc);
  if (certificate.sample) y = drawSampleBand(doc, y);
  y = drawHolder(doc, certificate, y);
  y = drawStatement(doc, certificate, unit, y);
  y = drawKeyFigures(doc, certificate, unit, y);
  drawDetails(doc, certificate, unit, y, verificationTop - 14);
  drawVerification(doc, certificate, { ...qr, matrix: qr.qrMatrix(certificate.verificationUrl) });
  drawFooter(doc, certificate);
  doc.end();
  return done;
}
