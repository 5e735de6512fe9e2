import type { Readable } from 'node:stream';
import type { DataExportRow } from '../../db/schema';
import { createCertificates } from '../carbon/certificates';
import type { ServiceDeps } from '../domain';
import { cleanFileName } from '../documents/document-rows';
import { exportArchive, type StoredFile } from './export-archive';
import { readAccountRecords } from './export-records';

/** Certificates rendered at once: the database reads of one overlap the drawing of another. */
const renderConcurrency = 4;

/** Runs `work` over `items` with at most `limit` at a time, keeping their order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * The ZIP of one export job: the account's records, every retirement's certificate as the
 * certificate route renders it (verification links to the site the owner asked from), and the
 * identity documents' files streamed from the blob store.
 */
export async function buildExport({ db, blobs }: Pick<ServiceDeps, 'db' | 'blobs'>, job: DataExportRow): Promise<Readable> {
  const account = { ownerId: job.ownerId, callerId: job.ownerId };
  const records = await readAccountRecords(db, job.ownerId);
  const certificates = createCertificates({ db });
  const pdfs = await mapLimited(records.retirements, renderConcurrency, async (retirement): Promise<StoredFile> => ({
    name: `certificates/certificate-${retirement.retiredAt.toISOString().slice(0, 10)}-${retirement.id}.pdf`,
    content: await certificates.pdf(account, retirement.id, job.siteOrigin),
  }));
  const documents: StoredFile[] = [];
  for (const file of records.documentFiles) {
    const content = await blobs.get(file.blobKey);
    if (!content) throw new Error(`blob ${file.blobKey} of document ${file.id} is missing`);
    documents.push({ name: `identity-documents/${file.seq}-${cleanFileName(file.fileName)}`, content });
  }
  return exportArchive(records, [...pdfs, ...documents], new Date());
}
