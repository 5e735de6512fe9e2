import type { FastifyPluginAsync } from 'fastify';
import { projects } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';

/**
 * The projects, public like a certificate's verification (docs/product-rules.md#carbon-credits):
 * what the project pages and their map show, and the pictures' bytes, for anyone without a session.
 */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  route(app, projects.projects, async () => app.projects.list());

  route(app, projects.project, async (request) => app.projects.get(request.input.params.projectId));

  // The address names the bytes (their sha256), so a browser and any cache may keep them for good.
  route(app, projects.projectPicture, async (request, reply) => {
    const { projectId, pictureId } = request.input.params;
    const etag = `"${pictureId}"`;
    const picture = await app.projects.picture(projectId, pictureId);
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      picture.content.destroy();
      return reply.code(304).send();
    }
    return reply.type(picture.contentType).header('content-length', picture.size).send(picture.content);
  });
};
