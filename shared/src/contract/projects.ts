import * as v from 'valibot';
import { PictureParamsSchema, ProjectParamsSchema, ProjectSchema, ProjectSummarySchema } from '../schemas/projects';
import { defineEndpoint } from './endpoint';

// The projects the listings belong to (docs/product-rules.md#carbon-credits): public, like a
// certificate's verification, since their pages carry the disclosure AB 1305 asks of sellers.

/** Every project with a picture, by name: what the project cards and the map show. */
export const projects = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/projects',
  reply: v.array(ProjectSummarySchema),
  access: 'public',
  summary: 'Every project, with its first picture and the tonnes for sale',
});

/** One project's disclosure, pictures and active listings: a malformed id is a 400, an unknown one a 404. */
export const project = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/projects/:projectId',
  params: ProjectParamsSchema,
  reply: ProjectSchema,
  access: 'public',
  summary: "A project's disclosure, pictures and active listings",
});

/** A project's picture or one of its renditions, by the sha256 of its bytes: any cache may keep it for good. */
export const projectPicture = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/projects/:projectId/pictures/:pictureId',
  params: PictureParamsSchema,
  produces: {
    type: 'image/jpeg',
    description:
      "The picture (JPEG, PNG or WebP, as its Content-Type says), or one of its renditions (WebP) when the key is the picture's `small.url` or `large.url`",
  },
  access: 'public',
  summary: "One of a project's pictures",
});
