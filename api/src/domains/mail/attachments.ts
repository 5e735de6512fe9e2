import type { Attachment } from 'nodemailer/lib/mailer';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { createCertificates } from '../carbon/certificates';
import { brandMarkCid, brandMarkPng } from './brand-mark-png';
import type { MailAttachment } from './types';

let brandMark: Promise<Attachment> | undefined;

/** The mark the HTML part shows at its top, attached inline: drawn on the first mail, then kept. */
export function brandMarkAttachment(): Promise<Attachment> {
  brandMark ??= brandMarkPng().then((content) => ({
    filename: 'carbon-commons.png',
    content,
    contentType: 'image/png',
    cid: brandMarkCid,
    contentDisposition: 'inline',
  }));
  // A failed drawing is not kept: the mail's retry draws it again.
  brandMark.catch(() => {
    brandMark = undefined;
  });
  return brandMark;
}

/** Where a certificate's verification link points when the mail did not say: the configured site. */
const defaultOrigin = (config: AppConfig) => config.publicUrl ?? `http://localhost:${config.port}`;

/**
 * The files of a mail, built now, when it is sent: a certificate's PDF from its retirement
 * (the same document `GET .../certificate` serves). Throws when one cannot be built, and the
 * mail is retried like a refused one.
 */
export async function resolveAttachments(db: Database, config: AppConfig, wanted: MailAttachment[]): Promise<Attachment[]> {
  const certificates = createCertificates({ db });
  return Promise.all(
    wanted.map(async (attachment) => ({
      filename: `certificate-${attachment.retirementId}.pdf`,
      content: await certificates.pdfForMail(attachment.retirementId, attachment.siteOrigin ?? defaultOrigin(config)),
      contentType: 'application/pdf',
    })),
  );
}
