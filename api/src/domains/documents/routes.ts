import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { documentMaxBytes, documentMessages } from '@commons/shared/domain';
import { describeIssues, DocumentFileQuerySchema, DocumentKindSchema, DocumentSchema, validate } from '@commons/shared/schemas';
import * as v from 'valibot';
import { badRequest } from '@commons/server-kernel/errors';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { parseQuery } from '@commons/server-kernel/lib/parse-query';
import { idempotent } from '@commons/server-kernel/lib/idempotent';
import { currentAccount } from '../../plugins/app/authenticate';
import { declaredContentType } from './content-check';
import { cleanFileName, contentDisposition } from './document-rows';
import { tooLarge } from './documents';
import { refuseMalformedMultipart } from './malformed-multipart';

/**
 * The upload's form, for the document only: the handler reads it with multipart and checks
 * `kind` with the shared schema.
 */
const uploadForm = v.object({
  kind: DocumentKindSchema,
  file: v.pipe(v.string(), v.description('The file (binary), after kind; at most 10 MB')),
});

type DocumentParams = { Params: { documentId: string } };

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
 * `/user/individual/documents`: the owner's identity documents (issue 11). Upload is multipart,
 * `kind` first and then `file`, streamed into the blob store; the limits keep a request to one
 * file of at most 10 MB and one small field.
 */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: documentMaxBytes, files: 1, fields: 1, fieldSize: 100, fieldNameSize: 20, parts: 2, headerPairs: 20 },
  });

  app.get(
    '/documents',
    { schema: docs({ summary: "The owner's identity documents", reply: v.object({ documents: v.array(DocumentSchema) }) }) },
    async (request) => ({ documents: await app.documents.list(currentAccount(request)) }),
  );

  app.post(
    '/documents',
    idempotent({
      schema: docs({
        summary: 'Upload an identity document',
        body: uploadForm,
        consumes: ['multipart/form-data'],
        reply: DocumentSchema,
        status: 201,
      }),
    }),
    async (request, reply) => {
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
      const document = await app.documents
        .upload(currentAccount(request), {
          kind: kind.value,
          fileName,
          contentType: declaredContentType(part.mimetype, fileName),
          content: wholeFile(part.file),
        })
        .catch((error: unknown) => {
          throw isFileTooLarge(error) ? tooLarge() : refuseMalformedMultipart(error);
        });
      return reply.code(201).send(document);
    },
  );

  app.get<DocumentParams>(
    '/documents/:documentId/file',
    {
      schema: docs({
        summary: "A document's file",
        query: DocumentFileQuerySchema,
        produces: { type: 'application/octet-stream', description: 'The file as uploaded' },
      }),
    },
    async (request, reply) => {
      const { preview } = parseQuery(DocumentFileQuerySchema, request.query);
      const { document, content } = await app.documents.file(currentAccount(request), request.params.documentId);
      // Only the owner reaches this route, so `preview` is always the owner's own view.
      const disposition = preview === '1' ? 'inline' : 'attachment';
      return reply
        .type(document.contentType)
        .header('content-length', String(document.size))
        .header('content-disposition', contentDisposition(disposition, document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.delete<DocumentParams>(
    '/documents/:documentId',
    { schema: docs({ summary: 'Delete a document', reply: DocumentSchema }) },
    async (request) =>
      app.documents.delete(currentAccount(request), request.params.documentId),
  );
};
