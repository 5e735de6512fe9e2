import { randomUUID } from 'node:crypto';
import { bodyLimitBytes } from '../../src/config';
import type { JsonSchema } from './openapi';

/*
 * The values the generated bad-input suite (test/reliability/bad-input.test.ts) sends, and the
 * malformed-input test of every route reuses: each is wrong for the field or request it goes to.
 */

/** Values of every JSON type but the field's own: a number where text belongs, and so on. */
const valuesByType: Record<string, unknown[]> = {
  string: ['text'],
  number: [12, -1],
  boolean: [true],
  null: [null],
  array: [[], ['a', 1]],
  object: [{}, { $gt: '' }],
};

/** The JSON types a documented field takes (an integer is a number too). */
export const typesOf = (schema: JsonSchema): string[] => {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  const types = [schema.type ?? []].flat();
  return types.includes('integer') ? [...types, 'number'] : types;
};

/** Values of the wrong type for a field (every type, when the document does not say). */
export function wrongTypes(schema: JsonSchema): unknown[] {
  const own = typesOf(schema);
  return Object.entries(valuesByType)
    .filter(([type]) => !own.includes(type))
    .flatMap(([, values]) => values);
}

/**
 * Amounts no field takes: negative, more decimals than cents, past any bound, and the
 * non-finite ones as strings (JSON cannot carry NaN or Infinity).
 */
export const badNumbers: unknown[] = [-1, -0.01, 0.001, 1.005, 1e308, -1e308, 2 ** 53 + 1, 'NaN', 'Infinity', '-Infinity', '1e3'];

/** Text no field takes whatever else it holds: a NUL byte, and far past any length limit. */
export const refusedText: unknown[] = ['a\u0000b', '\u0000', 'x'.repeat(bodyLimitBytes - 4096)];

/**
 * Text that may be valid in some field (a name may well be Arabic or carry an emoji), sent where
 * another field of the body is wrong, so the whole request must still be refused: what it
 * proves is that none of these reaches a 5xx on its way through the checks.
 */
export const hostileText: unknown[] = [
  '\u202Eevil\u202C', // right-to-left override
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301', // stacked combining marks
  '\u{1D54F}\u{1F642}\u{20000}', // astral characters
  '\ud800', // a lone high surrogate
  '\udfff', // a lone low surrogate
  "' OR '1'='1' --",
  "1; DROP TABLE individuals; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
];

/** Nested `levels` deep: `[[[...]]]`. */
export const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
/** Nested `levels` deep: `{"a":{"a":...}}`. */
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Whole bodies that are not a JSON object, or not JSON at all, each with the type it claims. */
export interface MalformedBody {
  label: string;
  payload?: string | Buffer;
  contentType?: string;
  /**
   * Reads as an object of unknown fields (or, for `null`, as no body): refused only where the
   * schema requires a field, and a valid call where every field is optional (unknown ones are dropped).
   */
  readsAsObject?: true;
}

export const malformedBodies: MalformedBody[] = [
  { label: 'empty JSON body', payload: '', contentType: 'application/json' },
  { label: 'JSON null', payload: 'null', contentType: 'application/json', readsAsObject: true },
  { label: 'JSON array', payload: '[]', contentType: 'application/json' },
  { label: 'JSON string', payload: '"text"', contentType: 'application/json' },
  { label: 'JSON number', payload: '42', contentType: 'application/json' },
  { label: 'JSON true', payload: 'true', contentType: 'application/json' },
  { label: 'truncated JSON', payload: '{"a":', contentType: 'application/json' },
  { label: 'unquoted keys', payload: '{a:1}', contentType: 'application/json' },
  { label: 'single quotes', payload: "{'a':1}", contentType: 'application/json' },
  { label: 'trailing comma', payload: '{"a":1,}', contentType: 'application/json' },
  { label: 'NaN literal', payload: '{"a":NaN}', contentType: 'application/json' },
  {
    label: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    contentType: 'application/json',
    readsAsObject: true,
  },
  { label: 'UTF-16 charset', payload: '{"a":1}', contentType: 'application/json; charset=utf-16', readsAsObject: true },
  { label: 'arrays nested 10k deep', payload: nestedArrays(10_000), contentType: 'application/json' },
  { label: 'objects nested 10k deep', payload: nestedObjects(10_000), contentType: 'application/json', readsAsObject: true },
  {
    label: 'body over the limit',
    payload: JSON.stringify({ pad: 'x'.repeat(bodyLimitBytes + 1) }),
    contentType: 'application/json',
  },
  { label: '1 MB body', payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }), contentType: 'application/json' },
  { label: 'XML', payload: '<a>1</a>', contentType: 'application/xml' },
  { label: 'text', payload: 'hello', contentType: 'text/plain' },
  { label: 'form', payload: 'a=b&c=d', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'multipart',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
  { label: 'unknown type', payload: 'x', contentType: 'application/x-unknown' },
];

/** Bad values for one query parameter, as raw query-string pieces (already encoded where meant). */
export function badQueryValues(name: string): Array<{ label: string; query: string }> {
  // No brackets (`name[]=1`): Fastify's parser reads those as a parameter named `name[]`, which
  // no route reads; the array it does make is of a repeated name.
  return [
    { label: 'repeated', query: `${name}=1&${name}=2` },
    { label: 'repeated thrice', query: `${name}=a&${name}=b&${name}=c` },
    { label: 'huge', query: `${name}=${'9'.repeat(100_000)}` },
    { label: 'bad escape', query: `${name}=%` },
    { label: 'bad escapes', query: `${name}=%%%zz` },
    { label: 'overlong UTF-8', query: `${name}=%C0%AF` },
    { label: 'invalid UTF-8', query: `${name}=%FF%FE` },
    { label: 'NUL', query: `${name}=%00` },
    { label: 'negative', query: `${name}=-1` },
    { label: 'fraction', query: `${name}=1.5` },
    { label: 'huge number', query: `${name}=1e308` },
    { label: 'NaN', query: `${name}=NaN` },
    { label: 'Infinity', query: `${name}=Infinity` },
    { label: 'SQL', query: `${name}=${encodeURIComponent("' OR 1=1 --")}` },
    { label: 'script', query: `${name}=${encodeURIComponent('<script>alert(1)</script>')}` },
    { label: 'RTL', query: `${name}=${encodeURIComponent('\u202Eabc')}` },
  ];
}

/** Bad path parameters, as URL pieces; each names nothing the route can find. */
export const badPathValues: Array<{ label: string; value: string }> = [
  { label: 'not an id', value: 'not-an-id' },
  { label: 'zero', value: '0' },
  { label: 'negative', value: '-1' },
  { label: 'unknown id', value: randomUUID() },
  { label: 'id in capitals', value: '00000000-0000-0000-0000-00000000000A' },
  { label: 'traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'NUL', value: '%00' },
  { label: 'bad escape', value: '%E0%A4%A' },
  { label: 'huge', value: 'a'.repeat(5000) },
  { label: 'SQL', value: encodeURIComponent("1' OR '1'='1") },
  { label: 'script', value: encodeURIComponent('<script>') },
  { label: 'RTL', value: encodeURIComponent('\u202Eabc') },
];
