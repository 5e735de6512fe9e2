import type { FastifyInstance } from 'fastify';
import { docsPath, isSlashTwin, undocumentedRoutes } from '../../src/plugins/external/openapi';
import type { RegisteredRoute } from '../../src/plugins/app/route-list';

/** The parts of an OpenAPI operation the route-wide tests read. */
export interface Operation {
  summary?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The app's OpenAPI document, as a client reads it. */
export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ url: `${docsPath}/json` });
  return response.json<OpenApiDocument>();
}

/** A registered URL as the document writes it: `:name` becomes `{name}`. */
export const documentedPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

/**
 * The routes the document must describe: every one the app registered except HEAD (Fastify
 * adds it beside each GET), the site's pages and files (`undocumentedRoutes`), the
 * reference page's own routes under `/api/docs` and trailing-slash twins of documented routes.
 */
export const apiRoutes = (registered: readonly RegisteredRoute[]): RegisteredRoute[] =>
  registered.filter(
    ({ method, url }) =>
      method !== 'HEAD' &&
      !undocumentedRoutes.has(url) &&
      !isSlashTwin(url) &&
      url !== docsPath &&
      !url.startsWith(`${docsPath}/`),
  );

/** The operation of one registered route in the document, if it is there. */
export const operationOf = (document: OpenApiDocument, { method, url }: RegisteredRoute): Operation | undefined =>
  document.paths[documentedPath(url)]?.[method.toLowerCase()];
