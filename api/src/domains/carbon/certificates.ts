import { and, count, eq, lte } from 'drizzle-orm';
import * as v from 'valibot';
import { creditUnitOf, deletedMemberLabel, formatSerialRange, registryRetirementUrl } from '@commons/shared/domain';
import type { CertificateVerification } from '@commons/shared/schemas';
import { renderRetirementCertificate, type RetirementCertificate } from '../../certificates/retirement-certificate';
import { individuals, listings, operationalData, retirements, type RetirementRow } from '../../db/schema';
import { notFound } from '@commons/server-kernel/errors';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';
import { publicBeneficiaryName } from '../impact/public-beneficiary';

export type Certificates = ReturnType<typeof createCertificates>;

/** The same answer for an unknown id and another account's: nothing tells that one exists. */
const noCertificate = () => notFound('No certificate has this id');

const isUuid = (id: string) => v.is(v.pipe(v.string(), v.uuid()), id);

/** The public page that confirms a certificate, as its PDF prints it. */
export const verificationUrl = (siteOrigin: string, checkoutId: string) =>
  `${siteOrigin.replace(/\/+$/, '')}/verify/${encodeURIComponent(checkoutId)}`;

/**
 * Who bought it, as the certificate names them: nobody for the owner's own purchases, the
 * sub-user's name, or "a deleted member" once that sub-user is deleted (`created_by` is then null).
 */
function retiredBy(retirement: RetirementRow, creatorName: string | null): string | undefined {
  if (retirement.createdBy === retirement.ownerId) return undefined;
  return retirement.createdBy === null ? deletedMemberLabel : (creatorName ?? deletedMemberLabel);
}

/** Certificates of retirement: the buyer's PDF and the public confirmation. */
export function createCertificates({ db }: Pick<ServiceDeps, 'db'>) {
  /** The retirement and its listing; `ownerId` narrows it to one account's. */
  async function find(checkoutId: string, ownerId?: string) {
    if (!isUuid(checkoutId)) throw noCertificate();
    const [found] = await db
      .select({ retirement: retirements, listing: listings, year: operationalData.year, creatorName: individuals.name })
      .from(retirements)
      .innerJoin(listings, eq(listings.id, retirements.listingId))
      .innerJoin(operationalData, eq(operationalData.id, retirements.operationalDataId))
      .leftJoin(individuals, eq(individuals.id, retirements.createdBy))
      .where(and(eq(retirements.id, checkoutId), ownerId ? eq(retirements.ownerId, ownerId) : undefined));
    if (!found) throw noCertificate();
    return found;
  }

  /**
   * Which of its year's monthly offsets a retirement was (1 = January): monthly offsets of a
   * record are made one at a time under its lock, so their order is their `seq`'s.
   */
  async function monthOf(retirement: RetirementRow): Promise<number | undefined> {
    if (retirement.kind !== 'MONTHLY_OFFSET') return undefined;
    const [row] = await db
      .select({ month: count() })
      .from(retirements)
      .where(
        and(
          eq(retirements.operationalDataId, retirement.operationalDataId),
          eq(retirements.kind, 'MONTHLY_OFFSET'),
          lte(retirements.seq, retirement.seq),
        ),
      );
    return row?.month;
  }

  async function certificateOf(checkoutId: string, siteOrigin: string, ownerId?: string): Promise<RetirementCertificate> {
    return certificateOfFound(await find(checkoutId, ownerId), siteOrigin);
  }

  async function certificateOfFound(found: Awaited<ReturnType<typeof find>>, siteOrigin: string): Promise<RetirementCertificate> {
    const { retirement, listing, year, creatorName } = found;
    const serials = { prefix: listing.serialPrefix, start: retirement.serialStart, end: retirement.serialEnd };
    const share = retirement.yearTonnes === null ? undefined : { tonnes: retirement.quantity, yearTonnes: retirement.yearTonnes };
    return {
      checkoutId: retirement.id,
      beneficiary: retirement.beneficiary,
      quantity: retirement.quantity,
      project: {
        name: listing.projectName,
        id: listing.projectId,
        registry: listing.registry,
        country: listing.country,
        vintage: listing.vintage,
        methodology: listing.methodology,
      },
      footprint: { year, month: await monthOf(retirement), share },
      serials,
      retiredAt: retirement.retiredAt,
      verificationUrl: verificationUrl(siteOrigin, retirement.id),
      retiredBy: retiredBy(retirement, creatorName),
      sample: retirement.sample,
      registryRetirementUrl: registryRetirementUrl(listing.registry, formatSerialRange(serials), retirement.sample),
    };
  }

  return {
    /** What one of the account's certificates states, for a caller that renders or keeps its PDF itself (the data export). */
    describe: (ownerId: string, checkoutId: string, siteOrigin: string) => certificateOf(checkoutId, siteOrigin, ownerId),

    /** The PDF of one of the account's retirements; another account's is not found. */
    async pdf(account: Account, checkoutId: string, siteOrigin: string): Promise<Buffer> {
      return renderRetirementCertificate(await certificateOf(checkoutId, siteOrigin, account.ownerId));
    },

    /** The PDF of any retirement, for the mail that attaches it (domains/mail/attachments.ts). */
    async pdfForMail(checkoutId: string, siteOrigin: string): Promise<Buffer> {
      return renderRetirementCertificate(await certificateOf(checkoutId, siteOrigin));
    },

    /**
     * What the public verification page shows: what was retired and the beneficiary its owner
     * chose to show (docs/product-rules.md#the-public-impact-page), never the printed name unasked.
     */
    async verify(checkoutId: string): Promise<CertificateVerification> {
      const found = await find(checkoutId);
      const certificate = await certificateOfFound(found, '');
      return {
        checkoutId: certificate.checkoutId,
        beneficiary: await publicBeneficiaryName(db, found.retirement.ownerId, certificate.beneficiary),
        quantity: certificate.quantity,
        projectName: certificate.project.name,
        projectId: certificate.project.id,
        registry: certificate.project.registry,
        country: certificate.project.country,
        vintage: certificate.project.vintage,
        unit: creditUnitOf(certificate.project.registry)?.code,
        footprintYear: certificate.footprint.year,
        footprintMonth: certificate.footprint.month,
        yearTonnes: certificate.footprint.share?.yearTonnes,
        serialRange: formatSerialRange(certificate.serials),
        retiredAt: certificate.retiredAt.toISOString(),
        sample: certificate.sample,
        registryRetirementUrl: certificate.registryRetirementUrl,
      };
    },
  };
}
