import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderRetirementCertificate, type RetirementCertificate } from '../../src/certificates/retirement-certificate';

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
  serials: { prefix: 'GS1-1-IN-GS2443-12-2021-21578', start: 101, end: 124 },
  retiredAt: new Date('2026-11-23T10:00:00Z'),
  verificationUrl: 'http://127.0.0.1:8080/verify/6f1c1f8e-3c41-4a8e-9d55-1f0b8e2f7a10',
};

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

describe('renderRetirementCertificate', () => {
  it('should make a PDF whose text states what was retired, for whom, from where and how to check it', async () => {
    const pdf = await renderRetirementCertificate(certificate);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
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

  it('should give the same bytes for the same checkout', async () => {
    const [first, second] = await Promise.all([renderRetirementCertificate(certificate), renderRetirementCertificate(certificate)]);
    expect(first.equals(second)).toBe(true);
  });
});
