import type { FastifySchema } from 'fastify';
import { toJsonSchema, type OverrideSchemaContext } from '@valibot/to-json-schema';
import * as v from 'valibot';

/** A JSON schema as the OpenAPI document carries it. */
export type JsonSchema = Record<string, unknown>;

/** What a route documents about itself, in the shared valibot schemas its handler parses with. */
export interface RouteDocs {
  summary?: string;
  /** The JSON body `withBody` parses for the handler (or a form's fields, with `consumes`). */
  body?: v.GenericSchema;
  /** The query string the handler passes to `parseQuery`. */
  query?: v.GenericSchema;
  /** The path parameters, when a schema checks them (else the URL's `:names` are listed as text). */
  params?: v.GenericSchema;
  /** The success reply, where a shared schema describes it. */
  reply?: v.GenericSchema;
  /** The success status, when not 200. */
  status?: 201 | 202 | 204;
  /** Body media types other than JSON (multipart uploads, the sandbox's card form). */
  consumes?: string[];
  /** What a non-JSON success reply is, e.g. a PDF or an HTML page. */
  produces?: { type: string; description: string };
}

/** What the converter needs of a valibot schema or action inside a pipe. */
type PipeItem = { kind: string; type: string; requirement?: unknown; wrapped?: PipeItem; pipe?: PipeItem[] };

/** The items of a pipe with its nested pipes spread out, in order. */
const pipeItems = (item: PipeItem): PipeItem[] => (item.pipe ? item.pipe.flatMap(pipeItems) : [item]);

/**
 * A number read through `requiredNumber` (shared/src/schemas/fields.ts) starts its pipe with
 * `unknown`, so the converter sees no type and drops its bounds; this reads them from the pipe.
 */
function numberOfPipe(schema: PipeItem): JsonSchema | undefined {
  const items = pipeItems(schema);
  const isNumber = items.some(
    (item) => item.type === 'number' || (item.type === 'non_optional' && item.wrapped?.type === 'number'),
  );
  if (!isNumber) return undefined;
  const requirement = (type: string) => items.find((item) => item.type === type)?.requirement as number | undefined;
  const [minimum, maximum] = [requirement('min_value'), requirement('max_value')];
  return {
    type: items.some((item) => item.type === 'integer') ? 'integer' : 'number',
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  };
}

const objectTypes = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

/**
 * The shared schemas read a missing text or number as '' (`v.optional(x, '')`) so that it gets
 * the field's own "required" message; the converter takes that for optional with a default.
 * A field is required when valibot refuses it missing, so that is what the document says; an
 * optional field whose default valibot refuses has no default (a
 * phone defaulting to '' against its own pattern would be a lie).
 */
function requiredFields({ valibotSchema, jsonSchema }: OverrideSchemaContext): OverrideSchemaContext['jsonSchema'] | undefined {
  if (!objectTypes.has(valibotSchema.type) || !('entries' in valibotSchema)) return undefined;
  const entries = valibotSchema.entries as Record<string, v.GenericSchema>;
  const required = Object.keys(entries).filter((key) => !v.safeParse(entries[key]!, undefined).success);
  const properties = { ...jsonSchema.properties };
  for (const [key, entry] of Object.entries(entries)) {
    const property = properties[key];
    if (typeof property !== 'object') continue;
    const number = property.type === undefined ? numberOfPipe(entry as unknown as PipeItem) : undefined;
    // A default the field itself refuses (a partial form's '' read as "required") is none.
    const refusesDefault = 'default' in property && !v.safeParse(entry, property.default).success;
    const refusedDefault = required.includes(key) || refusesDefault ? { default: undefined } : {};
    properties[key] = { ...property, ...number, ...refusedDefault };
  }
  return { ...jsonSchema, properties, required };
}

/**
 * The JSON schema of a valibot schema. What JSON schema cannot say (trimming transforms,
 * custom checks) is left out: valibot still checks it in the handler, the document only
 * describes the shape.
 */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _draft, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    overrideSchema: requiredFields,
  }) as JsonSchema;
  return json;
}

function successReply(docs: RouteDocs): JsonSchema {
  if (docs.status === 204) return { description: 'Done, no content', type: 'null' };
  if (docs.reply) return { description: 'Success', ...jsonSchemaOf(docs.reply) };
  if (docs.produces) {
    const { type, description } = docs.produces;
    return { description, content: { [type]: { schema: { type: 'string' } } } };
  }
  return { description: 'Success', type: 'object' };
}

/**
 * The route's `schema` option, built from the schemas its handler validates with, so the
 * OpenAPI document (`@fastify/swagger` reads this option) cannot drift from the code. Fastify
 * does not validate or serialize with it: the app's compilers pass everything through (see
 * plugins/external/openapi.ts) and valibot in the handler stays the one validator.
 */
export function docs(route: RouteDocs): FastifySchema {
  return {
    ...(route.summary ? { summary: route.summary } : {}),
    ...(route.body ? { body: jsonSchemaOf(route.body) } : {}),
    ...(route.query ? { querystring: jsonSchemaOf(route.query) } : {}),
    ...(route.params ? { params: jsonSchemaOf(route.params) } : {}),
    ...(route.consumes ? { consumes: route.consumes } : {}),
    response: { [route.status ?? 200]: successReply(route) },
  };
}
