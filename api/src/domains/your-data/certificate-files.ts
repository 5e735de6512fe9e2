import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, isNull } from 'drizzle-orm';
import { renderRetirementCertificate, type RetirementCertificate } from '../../certificates/retirement-certificate';
import { certificateFiles, retirements } from '../../db/schema';
import { createCertificates } from '../carbon/certificates';
import { collect } from '@commons/server-kernel/blobs/collect';
import type { ServiceDeps } from '../domain';

/** A certificate PDF is about 40 KB; anything near this is not one. */
const maxCertificateBytes = 5 * 1024 * 1024;

/** What a certificate states, as one key: the same facts draw the same PDF. */
const fingerprintOf = (certificate: RetirementCertificate) =>
  createHash('sha256').update(JSON.stringify(certificate)).digest('hex');

/**
 * Retirement certificates drawn once and kept (an export of five years holds 65 of
 * them, and drawing one costs a few hundred milliseconds of CPU). The worker draws the new ones
 * in the background (`drawMissing`), so an export mostly reads them back.
 */
export function createCertificateFiles({ db, blobs }: Pick<ServiceDeps, 'db' | 'blobs'>) {
  const certificates = createCertificates({ db });

  /** The PDF of `certificate`, kept or drawn now (and kept). */
  async function pdfOf(certificate: RetirementCertificate): Promise<Buffer> {
    const fingerprint = fingerprintOf(certificate);
    const [kept] = await db.select().from(certificateFiles).where(eq(certificateFiles.fingerprint, fingerprint));
    const stream = kept ? await blobs.get(kept.blobKey) : null;
    if (stream) return (await collect(stream, maxCertificateBytes)).bytes;
    const pdf = await renderRetirementCertificate(certificate);
    const stored = await blobs.put(Readable.from([pdf]), { maxBytes: maxCertificateBytes });
    await db
      .insert(certificateFiles)
      .values({ fingerprint, retirementId: certificate.checkoutId, blobKey: stored.key })
      .onConflictDoNothing();
    return pdf;
  }

  return {
    /** The PDF of one of `ownerId`'s retirements, its verification link on `siteOrigin`. */
    pdf: async (ownerId: string, retirementId: string, siteOrigin: string) =>
      pdfOf(await certificates.describe(ownerId, retirementId, siteOrigin)),

    /** Draws up to `limit` certificates never drawn yet, oldest first; returns how many. */
    async drawMissing(siteOrigin: string, limit: number): Promise<number> {
      const missing = await db
        .select({ id: retirements.id, ownerId: retirements.ownerId })
        .from(retirements)
        .leftJoin(certificateFiles, eq(certificateFiles.retirementId, retirements.id))
        .where(isNull(certificateFiles.fingerprint))
        .orderBy(retirements.seq)
        .limit(limit);
      for (const retirement of missing) await pdfOf(await certificates.describe(retirement.ownerId, retirement.id, siteOrigin));
      return missing.length;
    },
  };
}
