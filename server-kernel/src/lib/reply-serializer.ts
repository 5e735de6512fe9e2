import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';

type Schema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/** Keywords whose value maps names to schemas, rather than being a schema. */
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A reply schema as fast-json-stringify should read it. It writes what the schema names and
 * nothing else, and would refuse a reply missing a `required` field: a reply is never refused
 * for that (valibot checked the request; the reply is the service's), so `required` goes, and an
 * object the schema leaves open (no `properties`: a record, free-form details) keeps all it holds.
 */
function forSerializing(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializing);
  if (!isSchema(schema)) return schema;
  const result: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' || key === 'description' || key === 'default' || key === 'examples') continue;
    result[key] = schemaMaps.has(key) && isSchema(value) ? Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, forSerializing(entry)])) : forSerializing(value);
  }
  if (result.type === 'object' && !result.properties && result.additionalProperties === undefined) result.additionalProperties = true;
  return result;
}

/** Whether a schema says enough of a reply's shape to write it: an object's fields or an array's items. */
const describesShape = (schema: Schema) => (schema.type === 'object' && isSchema(schema.properties)) || (schema.type === 'array' && isSchema(schema.items));

/**
 * The serializer of a route's reply (docs/api.md#replies-written-from-their-schemas): compiled
 * from its schema by fast-json-stringify when the schema describes the reply's shape, else
 * `JSON.stringify`. With `check` (the tests), each reply is also written by `JSON.stringify` and
 * the two must say the same, so a schema that would drop or change a field fails a test, not a
 * user's page.
 */
export function replySerializer(schema: unknown, { check = false, route = '' } = {}): Serialize {
  if (!isSchema(schema) || !describesShape(schema)) return (data) => JSON.stringify(data);
  const compiled = fastJson(forSerializing(schema) as Parameters<typeof fastJson>[0]);
  if (!check) return compiled;
  return (data) => {
    const written = compiled(data);
    const plain = JSON.stringify(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(plain))) {
      throw new Error(`the reply schema of ${route} does not describe its reply: it writes ${written.slice(0, 300)} for ${plain.slice(0, 300)}`);
    }
    return written;
  };
}
