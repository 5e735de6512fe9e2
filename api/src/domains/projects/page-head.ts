import type { FastifyInstance } from 'fastify';
import type { PageHeads } from '@commons/platform/site/page-heads';
import { AppError } from '@commons/server-kernel/errors';
import { pathOf, projects } from '@commons/shared/contract';
import { pictureSrcSet, projectPictureSizes } from '@commons/shared/domain';
import { siteOrigin } from '../../lib/site-origin';
import { apiBasePath } from '../auth/access';

/** The first sentence of a description, at most about 160 characters: what a search result shows. */
function summaryOf(description: string): string {
  const sentence = description.split(/(?<=[.!?])\s/, 1)[0] ?? description;
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 157).trimEnd()}...`;
}

/**
 * The head of `/projects/:projectId`: the project's name as the page's title, its description's
 * first sentence, its first picture for link previews, fetched as the HTML arrives (the page's
 * largest paint) with the API read that draws the page, and null for a project that is not
 * there, so the page answers 404 as the API does.
 */
export const projectPageHeads = (app: FastifyInstance): PageHeads => ({
  '/projects/:projectId': async ({ projectId = '' }, request) => {
    try {
      const project = await app.projects.get(projectId);
      const [picture] = project.pictures;
      const srcset = picture && pictureSrcSet(picture);
      const origin = siteOrigin(app, request);
      return {
        title: project.sample ? `${project.name} (sample project)` : project.name,
        description: summaryOf(project.description),
        url: `${origin}/projects/${encodeURIComponent(project.projectId)}`,
        preloadData: `${apiBasePath}/${pathOf(projects.project, { projectId: project.projectId })}`,
        ...(picture && {
          image: `${origin}${picture.url}`,
          imageSize: { width: picture.width, height: picture.height },
          preloadImage: picture.url,
          // The same candidates and widths as the gallery's first <img>, or the browser fetches twice.
          ...(srcset && { preloadImageSet: { srcset, sizes: projectPictureSizes.lead } }),
        }),
      };
    } catch (error) {
      // An unknown or malformed id: the page is a 404, as GET /projects/{projectId} is.
      if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 400)) return null;
      throw error;
    }
  },
});
