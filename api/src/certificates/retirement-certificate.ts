import { createRequire } from 'node:module';
import { formatSerialRange, type SerialRange } from '@commons/shared/domain';

/** What a retirement certificate states; the checkout that bought the credits supplies it. */
export interface RetirementCertificate {
  checkoutId: string;
  /** The account holder's name, as printed. */
  beneficiary: string;
  /** Tonnes of CO2e retired: one CER each. */
  quantity: number;
  project: { name: string; id: string; registry: string; country: string; vintage: number; methodology: string };
  serials: SerialRange;
  retiredAt: Date;
  /** The public page that confirms this certificate, printed as a link. */
  verificationUrl: string;
  /**
   * The account member who made the purchase, when it was not the owner: a sub-user's name, or
   * "a deleted member" once that login is gone. Unset for the owner's own purchases.
   */
  retiredBy?: string;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The statement's rows, as the registries' retirement statements list them. */
function rows(certificate: RetirementCertificate): [string, string][] {
  const { project } = certificate;
  return [
    ['Beneficiary', certificate.beneficiary],
    ['Quantity', `${certificate.quantity} tonnes CO2e (${certificate.quantity} CERs)`],
    ['Project', project.name],
    ['Project ID', project.id],
    ['Registry', project.registry],
    ['Country', project.country],
    ['Vintage', String(project.vintage)],
    ['Methodology', project.methodology],
    ['Serial numbers', formatSerialRange(certificate.serials)],
    ['Retirement date', dateFormat.format(certificate.retiredAt)],
    ['Certificate (checkout) ID', certificate.checkoutId],
    ...(certificate.retiredBy === undefined ? [] : [['Retired by', certificate.retiredBy] as [string, string]]),
  ];
}

// DejaVu Sans, embedded, prints the Latin, Greek and Cyrillic names the profile accepts; the
// PDF standard fonts know only Windows-1252 and would print other letters as garbage.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const fonts = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };

const margin = 56;
const labelWidth = 150;

/**
 * The certificate as a one-page A4 PDF. Its dates come from the retirement, not the clock, so the
 * same checkout always gives the same document. pdfkit loads with the first certificate: it is
 * 15 MB of the server's memory that most processes never need (issue 16).
 */
export async function renderRetirementCertificate(certificate: RetirementCertificate): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: {
      Title: `Retirement certificate ${certificate.checkoutId}`,
      Author: 'Carbon Commons',
      Subject: `Voluntary retirement of ${certificate.quantity} CERs`,
      CreationDate: certificate.retiredAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * margin;
  doc.font(fonts.bold).fontSize(22).fillColor('#14532d').text('Carbon Commons', { align: 'center' });
  doc.moveDown(0.4).fontSize(16).fillColor('#111827').text('Certificate of Voluntary Retirement', { align: 'center' });
  doc.moveDown(1.2).font(fonts.regular).fontSize(11).fillColor('#374151');
  doc.text(
    `This certifies that ${certificate.quantity} Certified Emission Reductions (CERs), each one tonne of carbon ` +
      `dioxide equivalent, were retired on behalf of ${certificate.beneficiary}. Retired units are cancelled ` +
      'voluntarily: they can never be sold, transferred or used again.',
    { width },
  );
  doc.moveDown(1.2);

  for (const [label, value] of rows(certificate)) {
    const top = doc.y;
    doc.font(fonts.bold).fillColor('#111827').text(label, margin, top, { width: labelWidth });
    doc.font(fonts.regular).fillColor('#374151').text(value, margin + labelWidth, top, { width: width - labelWidth });
    doc.moveDown(0.5);
  }

  doc.moveDown(1).font(fonts.regular).fontSize(10).fillColor('#374151');
  doc.text('Anyone can check this certificate at:', margin, doc.y, { width });
  doc.fillColor('#1d4ed8').text(certificate.verificationUrl, { width, link: certificate.verificationUrl, underline: true });
  doc.end();
  return done;
}
