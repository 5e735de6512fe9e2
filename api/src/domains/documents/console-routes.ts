import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { consoleRoute } from '../staff/console-route';
import { opsCommandOf, runAsStaff } from '../staff/console-command';
import { documentCommands } from './commands';
import { createDocumentOperations, type OperatorDocument } from './document-operations';
import { contentDisposition } from './document-rows';

/**
 * The console's document reviews (docs/api.md#the-console-api): the PENDING queue, a file shown
 * inline to the operator, and a decision run as `pnpm ops documents accept|reject`.
 */
export const documentReviewRoutes: FastifyPluginAsync = async (app) => {
  const documents = createDocumentOperations({ db: app.db, config: app.config, blobs: app.blobs, jobs: app.jobs });

  consoleRoute(app, consoleApi.reviewDocuments, async (request) => {
    const { query } = request.input;
    const pending = await documents.pending(query);
    return { documents: pending.documents, page: query.page, limit: query.limit, total: pending.total };
  });

  consoleRoute(app, consoleApi.reviewDocumentFile, async (request, reply) => {
    const { document, content } = await documents.open(request.input.params.documentId);
    // Shown in the console's own page (an <img>, an <iframe> for a PDF): framing by this origin
    // only, where every other reply denies it (docs/api.md#security-headers).
    reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: inlineFilePolicy }, frameguard: { action: 'sameorigin' } });
    return reply
      .type(document.contentType)
      .header('content-length', String(document.size))
      .header('content-disposition', contentDisposition('inline', document.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(content);
  });

  consoleRoute(app, consoleApi.reviewDocument, async (request) => {
    const { documentId } = request.input.params;
    const review = request.input.body;
    const command = opsCommandOf(documentCommands, review.decision === 'ACCEPTED' ? 'documents.accept' : 'documents.reject');
    return runAsStaff<OperatorDocument>(app, request, command, { documentId, ...(review.decision === 'REJECTED' ? { reason: review.reason } : {}) });
  });
};

/** A file's own policy: it loads nothing, and only this site's pages may frame it. */
const inlineFilePolicy = {
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'object-src': ["'self'"],
  'frame-ancestors': ["'self'"],
};
