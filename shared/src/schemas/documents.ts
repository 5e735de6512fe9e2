import * as v from 'valibot';
import { documentContentTypes, documentKinds, documentStates } from '@commons/shared/domain';
import { messages } from './messages';

/** A document's kind, as the upload's `kind` field sends it. */
export const DocumentKindSchema = v.picklist(documentKinds, `kind must be one of ${documentKinds.join(', ')}`);

/** A document's id in a path or an operator command. */
export const DocumentIdSchema = v.pipe(v.string(messages.required), v.trim(), v.uuid('Document not found'), v.toLowerCase());

/** The path parameter of the document routes. */
export const DocumentParamsSchema = v.object({ documentId: v.string() });

/** `?preview=1` on the file route: the owner's own inline view in a new tab. */
export const DocumentFileQuerySchema = v.object({ preview: v.optional(v.picklist(['0', '1'], 'preview must be 0 or 1'), '0') });

/** One document as the API replies it. */
export const DocumentSchema = v.object({
  documentId: v.string(),
  fileName: v.string(),
  kind: v.picklist(documentKinds),
  contentType: v.picklist(documentContentTypes),
  size: v.number(),
  uploadedAt: v.string(),
  state: v.picklist(documentStates),
  rejectionReason: v.nullable(v.string()),
});
export type IdentityDocument = v.InferOutput<typeof DocumentSchema>;

/** GET /user/individual/documents: the account's documents, oldest first. */
export const DocumentListSchema = v.object({ documents: v.array(DocumentSchema) });
export type DocumentList = v.InferOutput<typeof DocumentListSchema>;

/**
 * The upload's form, for the API reference: multipart, `kind` first and then `file`. The handler
 * reads the parts itself as they stream and checks `kind` with `DocumentKindSchema`.
 */
export const DocumentUploadFormSchema = v.object({
  kind: DocumentKindSchema,
  file: v.pipe(v.string(), v.description('The file (binary), after kind; at most 10 MB')),
});
