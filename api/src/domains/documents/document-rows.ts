import type { IdentityDocument } from '@commons/shared/schemas';
import type { IdentityDocumentRow } from '../../db/schema';

/** A stored document as the API and the operator commands reply it. */
export const toDocument = (row: IdentityDocumentRow): IdentityDocument => ({
  documentId: row.id,
  fileName: row.fileName,
  kind: row.kind,
  contentType: row.contentType,
  size: row.size,
  uploadedAt: row.uploadedAt.toISOString(),
  state: row.state,
  rejectionReason: row.rejectionReason,
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a document's id at all; anything else is "not found" without a query. */
export const isDocumentId = (id: string): boolean => uuidPattern.test(id);

/**
 * The name a document is listed and downloaded under: the last path segment of what the
 * browser sent, without control characters, at most 200 characters.
 */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || 'document';
}

/** `Content-Disposition` for a stored file: an ASCII fallback name plus the exact one (RFC 6266). */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
