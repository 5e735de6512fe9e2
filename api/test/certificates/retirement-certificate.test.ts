import { describe, expect, it } from 'vitest';
import { qrMatrix } from '../../src/certificates/qr-code';
import { renderRetirementCertificate, type RetirementCertificate } from '../../src/certificates/retirement-certificate';
import { pageCount, printedQrMatrix, scanQr, textOf } from './pdf-reading';

const certificate: RetirementCertificate = {
  checkoutId: '6f1c1f8e-3c41-4a8e-9d55-1f0b8e2f7a10',
  beneficiary: 'Amara Okafor-Lindqvist',
  quantity: 24,
  project: {
    name: 'Rajasthan Solar Water Pumps',
    id: 'GS2443',
    registry: 'Gold Standard',
    country: 'India',
    vintage: 2021,
    methodology: 'AMS-I.B.',
  },
  footprint: { year: 2025 },
  serials: { prefix: 'GS1-1-IN-GS2443-12-2021-21578', start: 101, end: 124 },
  retiredAt: new Date('2026-11-23T10:00:00Z'),
  verificationUrl: 'http://127.0.0.1:8080/verify/6f1c1f8e-3c41-4a8e-9d55-1f0b8e2f7a10',
  sample: false,
  registryRetirementUrl: 'https://registry.goldstandard.org/credit-blocks?q=GS1-1-IN-GS2443-12-2021-21578-101-124',
};

/** The text with its line breaks and runs of spaces as single spaces, as a reader reads it. */
const flatTextOf = async (pdf: Buffer) => (await textOf(pdf)).replace(/\s+/g, ' ');

describe('renderRetirementCertificate', () => {
  it('should make a PDF whose text states what was retired, for whom, from where and how to check it', async () => {
    const pdf = await renderRetirementCertificate(certificate);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'CARBON COMMONS',
      'Certificate of Voluntary Retirement',
      'Amara Okafor-Lindqvist',
      '24 tonnes CO2e',
      'Rajasthan Solar Water Pumps',
      'GS2443',
      'Gold Standard',
      'India',
      '2021',
      'GS1-1-IN-GS2443-12-2021-21578-101-124',
      '23 November 2026',
      certificate.checkoutId,
      certificate.verificationUrl,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('should say which year\'s household footprint the units offset', async () => {
    const text = await flatTextOf(await renderRetirementCertificate({ ...certificate, footprint: { year: 2024 } }));
    expect(text).toContain('to offset the household carbon footprint of 2024');
    expect(text).toMatch(/Footprint offset The household footprint of 2024/);
    expect(text).not.toContain('2025');
  });

  it('should name the month of a monthly offset and which of the twelve it was', async () => {
    const text = await flatTextOf(await renderRetirementCertificate({ ...certificate, quantity: 2, footprint: { year: 2025, month: 3 } }));
    expect(text).toContain('household carbon footprint of March 2025, monthly offset 3 of 12 for 2025');
    expect(text).toContain('Footprint offset March 2025: monthly offset 3 of 12 of the household footprint of 2025');
  });

  it.each([
    ['Gold Standard', '24 Verified Emission Reductions (VERs)'],
    ['Verra', '24 Verified Carbon Units (VCUs)'],
    ['CDM', '24 Certified Emission Reductions (CERs)'],
    ['Acme Offsets', '24 carbon credits'],
  ])('should call the units of a %s project what that registry calls them', async (registry, units) => {
    const text = await flatTextOf(await renderRetirementCertificate({ ...certificate, project: { ...certificate.project, registry } }));
    expect(text).toContain(`has retired ${units} issued on the ${registry} registry`);
    expect(text).toContain(`Quantity 24 tonnes CO2e: ${units}`);
    for (const other of ['CER', 'VCU', 'VER'].filter((code) => !units.includes(`(${code}s)`))) expect(text).not.toContain(other);
  });

  it('should print a QR code that scans to the verification link', async () => {
    const matrix = printedQrMatrix(await renderRetirementCertificate(certificate));
    expect(scanQr(matrix)).toBe(certificate.verificationUrl);
    // The modules are the qrcode library's own encoding of the link, none lost in drawing.
    expect(matrix).toEqual(qrMatrix(certificate.verificationUrl));
  });

  it('should print the whole verification link on one line, however long the site address', async () => {
    const verificationUrl = `https://carbon-commons-certificates.example.org/verify/${certificate.checkoutId}`;
    const pdf = await renderRetirementCertificate({ ...certificate, verificationUrl });
    expect(await textOf(pdf)).toContain(verificationUrl);
    expect(scanQr(printedQrMatrix(pdf))).toBe(verificationUrl);
  });

  it('should keep everything on one A4 page, even with a long name, a long methodology and a sub-user', async () => {
    expect(await pageCount(await renderRetirementCertificate(certificate))).toBe(1);
    const crowded = await renderRetirementCertificate({
      ...certificate,
      beneficiary: 'Maximiliana Alexandrovna Konstantinopoulou-Wolfeschlegelsteinhausenbergerdorff von Altenburg',
      project: { ...certificate.project, methodology: 'A methodology name long enough to wrap '.repeat(8) },
      footprint: { year: 2025, month: 12 },
      retiredBy: 'a deleted member',
    });
    expect(await pageCount(crowded)).toBe(1);
    const text = await textOf(crowded);
    expect(text).toContain('Retired by');
    expect(text).toContain(certificate.verificationUrl);
  });

  it('should print names beyond Latin-1 as written', async () => {
    const text = await textOf(await renderRetirementCertificate({ ...certificate, beneficiary: 'Zoë Đorđević Анна Łukasiewicz' }));
    expect(text).toContain('Zoë Đorđević Анна Łukasiewicz');
  });

  it('should name the member who retired the units only when one is given', async () => {
    expect(await textOf(await renderRetirementCertificate({ ...certificate, retiredBy: 'Sam Subuser' }))).toMatch(
      /Retired by\s+Sam Subuser/,
    );
    expect(await textOf(await renderRetirementCertificate(certificate))).not.toContain('Retired by');
  });

  it('should say plainly on a sample that it is not a real retirement, and claim no registry issue', async () => {
    const text = await flatTextOf(await renderRetirementCertificate({ ...certificate, sample: true, registryRetirementUrl: undefined }));
    expect(text).toContain('Sample, not a real retirement');
    expect(text).toContain('holds a sample retirement of 24 Verified Emission Reductions (VERs)');
    expect(text).toContain('no registry recorded this retirement and it offsets nothing');
    expect(text).toContain('Registry record None: sample units are recorded by no registry');
    expect(text).not.toContain('issued on the Gold Standard registry');
    expect(text).not.toContain('has retired');
  });

  it('should print no sample band on a real retirement, and link its units in the registry', async () => {
    const text = await flatTextOf(await renderRetirementCertificate(certificate));
    expect(text).not.toMatch(/sample/i);
    expect(text).toContain(`Registry record ${certificate.registryRetirementUrl}`);
  });

  it("should say which part of its year a plan's month covers rather than the whole year", async () => {
    const text = await flatTextOf(
      await renderRetirementCertificate({ ...certificate, quantity: 2, footprint: { year: 2024, share: { tonnes: 2, yearTonnes: 12 } } }),
    );
    expect(text).toContain("to offset part of the household carbon footprint of 2024 (2 t of 2024's 12 t, by a monthly plan)");
    expect(text).toContain("Footprint offset 2 t of 2024's 12 t of household footprint, by a monthly plan");
    expect(text).not.toContain('The household footprint of 2024');
  });

  it('should keep a crowded sample of a plan on one page', async () => {
    const pdf = await renderRetirementCertificate({
      ...certificate,
      sample: true,
      beneficiary: 'Maximiliana Alexandrovna Konstantinopoulou-Wolfeschlegelsteinhausenbergerdorff von Altenburg',
      project: { ...certificate.project, methodology: 'A methodology name long enough to wrap '.repeat(8) },
      footprint: { year: 2025, share: { tonnes: 2, yearTonnes: 12 } },
      retiredBy: 'a deleted member',
    });
    expect(await pageCount(pdf)).toBe(1);
    expect(scanQr(printedQrMatrix(pdf))).toBe(certificate.verificationUrl);
  });

  it('should give the same bytes for the same checkout', async () => {
    const [first, second] = await Promise.all([renderRetirementCertificate(certificate), renderRetirementCertificate(certificate)]);
    expect(first.equals(second)).toBe(true);
  });
});
