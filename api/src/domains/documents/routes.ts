import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { documents } from '@commons/shared/contract';
import { documentMaxBytes, documentMessages } from '@commons/shared/domain';
import { describeIssues, DocumentKindSchema, validate } from '@commons/shared/schemas';
import { badRequest } from '@commons/server-kernel/errors';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { currentAccount } from '../../plugins/app/authenticate';
import { declaredContentType } from './content-check';
import { cleanFileName, contentDisposition } from './document-rows';
import { tooLarge } from './documents';
import { refuseMalformedMultipart } from './malformed-multipart';

/** multipart's own refusal of a file past `fileSize`, in the documents' words. */
const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The file part's bytes, failing at the end when multipart cut the file at `fileSize`: a
 * streamed file part ends quietly, marked `truncated`, and its first 10 MB must not be kept as
 * if they were the whole file. The failure comes before the blob store writes anything.
 */
async function* wholeFile(file: AsyncIterable<Uint8Array> & { truncated: boolean }): AsyncGenerator<Uint8Array> {
  for await (const chunk of file) yield chunk;
  if (file.truncated) throw tooLarge();
}

/**
 * The owner's identity documents (docs/product-rules.md#identity-documents). Upload is multipart,
 * `kind` first and then `file`, streamed into the blob store; the limits keep a request to one
 * file of at most 10 MB and one small field.
 */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: documentMaxBytes, files: 1, fields: 1, fieldSize: 100, fieldNameSize: 20, parts: 2, headerPairs: 20 },
  });

  route(app, documents.documents, async (request) => ({ documents: await app.documents.list(currentAccount(request)) }));

  // The declaration's `consumes` leaves the body to this handler: the parts are read as they stream.
  route(app, documents.uploadDocument, async (request) => {
    if (!request.isMultipart()) throw badRequest('Send the document as multipart/form-data: a kind field, then the file');
    const part = await request.file().catch((error: unknown) => {
      throw refuseMalformedMultipart(error);
    });
    if (!part || part.fieldname !== 'file') throw badRequest(documentMessages.noFile);
    const kindField = part.fields.kind;
    const kindValue = kindField && !Array.isArray(kindField) && kindField.type === 'field' ? kindField.value : undefined;
    const kind = validate(DocumentKindSchema, kindValue);
    if (!kind.ok) throw badRequest(describeIssues(kind.issues));
    const fileName = cleanFileName(part.filename);
    return app.documents
      .upload(currentAccount(request), {
        kind: kind.value,
        fileName,
        contentType: declaredContentType(part.mimetype, fileName),
        content: wholeFile(part.file),
      })
      .catch((error: unknown) => {
        throw isFileTooLarge(error) ? tooLarge() : refuseMalformedMultipart(error);
      });
  });

  route(app, documents.documentFile, async (request, reply) => {
    const { document, content } = await app.documents.file(currentAccount(request), request.input.params.documentId);
    // Only the owner reaches this route, so `preview` is always the owner's own view.
    const disposition = request.input.query.preview === '1' ? 'inline' : 'attachment';
    return reply
      .type(document.contentType)
      .header('content-length', String(document.size))
      .header('content-disposition', contentDisposition(disposition, document.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(content);
  });

  route(app, documents.deleteDocument, async (request) =>
    app.documents.delete(currentAccount(request), request.input.params.documentId),
  );
};
