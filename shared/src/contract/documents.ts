import {
  DocumentFileQuerySchema,
  DocumentListSchema,
  DocumentParamsSchema,
  DocumentSchema,
  DocumentUploadFormSchema,
} from '../schemas/documents';
import { defineEndpoint } from './endpoint';
import { ownDocuments } from './rules';

// The owner's identity documents, the profile screen's Documents panel, which only the owner sees
// (docs/product-rules.md#identity-documents). Uploading or deleting one is a profile change.

/** The account's identity documents, oldest first. */
export const documents = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/documents',
  reply: DocumentListSchema,
  access: ownDocuments,
  summary: "The owner's identity documents",
});

/**
 * Uploads one document as multipart, `kind` first and then `file` (PDF, JPEG or PNG, at most
 * 10 MB); the reply is the stored document, PENDING until an operator reviews it.
 */
export const uploadDocument = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/documents',
  body: DocumentUploadFormSchema,
  consumes: ['multipart/form-data'],
  reply: DocumentSchema,
  status: 201,
  access: ownDocuments,
  idempotent: true,
  summary: 'Upload an identity document',
});

/** The owner's own file, as uploaded: an attachment, or inline with `preview=1`. */
export const documentFile = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/documents/:documentId/file',
  params: DocumentParamsSchema,
  query: DocumentFileQuerySchema,
  produces: { type: 'application/octet-stream', description: 'The file as uploaded' },
  access: ownDocuments,
  summary: "A document's file",
});

/** Deletes a PENDING document (a reviewed one is the operator's record); the reply is the deleted document. */
export const deleteDocument = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/user/individual/documents/:documentId',
  params: DocumentParamsSchema,
  reply: DocumentSchema,
  access: ownDocuments,
  summary: 'Delete a document',
});
