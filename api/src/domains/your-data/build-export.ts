import type { Readable } from 'node:stream';
import type { DataExportRow } from '../../db/schema';
import type { ServiceDeps } from '../domain';
import { cleanFileName } from '../documents/document-rows';
import { createCertificateFiles } from './certificate-files';
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
 * certificate route draws it (mostly drawn before, in the background, and kept: see
 * `certificate-files.ts`; verification links on `certificateOrigin`, the site's own address),
 * and the identity documents' files from the blob store.
 */
export async function buildExport(
  { db, blobs }: Pick<ServiceDeps, 'db' | 'blobs'>,
  job: DataExportRow,
  certificateOrigin: string,
): Promise<Readable> {
  const records = await readAccountRecords(db, job.ownerId);
  const certificates = createCertificateFiles({ db, blobs });
  const pdfs = await mapLimited(records.retirements, renderConcurrency, async (retirement): Promise<StoredFile> => ({
    name: `certificates/certificate-${retirement.retiredAt.toISOString().slice(0, 10)}-${retirement.id}.pdf`,
    content: await certificates.pdf(job.ownerId, retirement.id, certificateOrigin),
  }));
  const documents: StoredFile[] = [];
  for (const file of records.documentFiles) {
    const content = await blobs.get(file.blobKey);
    if (!content) throw new Error(`blob ${file.blobKey} of document ${file.id} is missing`);
    documents.push({ name: `identity-documents/${file.seq}-${cleanFileName(file.fileName)}`, content });
  }
  return exportArchive(records, [...pdfs, ...documents], new Date());
}
