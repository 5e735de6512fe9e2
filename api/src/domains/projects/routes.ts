import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ProjectIdSchema, ProjectParamsSchema, ProjectSchema, ProjectSummarySchema } from '@commons/shared/schemas';
import { docs } from '@commons/server-kernel/lib/route-docs';

/** Path parameters of a picture: its project and its content key (sha256, hex). */
const PictureParamsSchema = v.object({ projectId: ProjectIdSchema, pictureId: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });

/**
 * `/projects`: public (issue 33), like a certificate's verification. What the project pages
 * and their map show, and the pictures' bytes, for anyone without a session.
 */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    {
      schema: docs({ summary: 'Every project, with its first picture and the tonnes for sale', reply: v.array(ProjectSummarySchema) }),
      // `/projects` alone: with the slash as well, the document would list the one route twice.
      prefixTrailingSlash: 'no-slash',
    },
    async () => app.projects.list(),
  );

  app.get<{ Params: { projectId: string } }>(
    '/:projectId',
    {
      schema: docs({
        summary: "A project's disclosure, pictures and active listings",
        params: ProjectParamsSchema,
        reply: ProjectSchema,
      }),
    },
    async (request) => app.projects.get(request.params.projectId),
  );

  // The address names the bytes (their sha256), so a browser and any cache may keep them for good.
  app.get<{ Params: { projectId: string; pictureId: string } }>(
    '/:projectId/pictures/:pictureId',
    {
      schema: docs({
        summary: "One of a project's pictures",
        params: PictureParamsSchema,
        produces: { type: 'image/jpeg', description: "The picture (JPEG, PNG or WebP, as its Content-Type says), or one of its renditions (WebP) when the key is the picture's `small.url` or `large.url`" },
      }),
    },
    async (request, reply) => {
      const { projectId, pictureId } = request.params;
      const etag = `"${pictureId}"`;
      const picture = await app.projects.picture(projectId, pictureId);
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        picture.content.destroy();
        return reply.code(304).send();
      }
      return reply.type(picture.contentType).header('content-length', picture.size).send(picture.content);
    },
  );
};
