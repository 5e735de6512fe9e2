import { randomUUID } from 'node:crypto';
import { badNumbers, hostileText, nestedArrays, refusedText, typesOf, wrongTypes } from './bad-input-values';
import type { JsonSchema } from './openapi';

/** One request that must be refused: what it tries, and what is sent. */
export interface BadInput {
  label: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

/** A route's valid call, which each bad input changes in one way. */
export interface ValidCall {
  url: string;
  /** The JSON body of a valid call (the bad inputs start from it). */
  body: Record<string, unknown>;
  /** A valid caller's authorization header (none on public routes). */
  auth: Record<string, string>;
}

/** Keys a careless merge would write onto a prototype, or a mass assignment onto an account. */
const extraFields = {
  isAdmin: true,
  iam: 'ADMIN',
  accountStatus: 'APPROVED',
  ownerId: randomUUID(),
  balanceCents: 1e9,
  role: 'operator',
};

/**
 * Whether the documented field refuses `value` by itself: text where a number belongs, or a
 * number past a bound it documents (a load time of 1e308 ms is counted as the longest, by design).
 */
function outOfBounds(property: JsonSchema, value: unknown): boolean {
  if (typeof value !== 'number') return true;
  if (property.minimum !== undefined && value < property.minimum) return true;
  if (property.maximum !== undefined && value > property.maximum) return true;
  return typesOf(property).includes('integer') && !Number.isSafeInteger(value);
}

/** A field no hostile string can be valid in: an address, an id, a listed value. */
const isClosedText = (property: JsonSchema) => property.enum !== undefined || ['email', 'uuid'].includes(property.format ?? '');

/** A body with one thing changed, which is refused whatever the changed value. */
interface FieldCase {
  label: string;
  body: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every field of `schema` changed in turn, nested objects (and objects in arrays) included. A
 * value that could be valid (`alone` false: a name may well be Arabic) is sent with another
 * required field left out, so the request as a whole is wrong and must change nothing; where
 * there is none, it is not sent (a valid call is no bad input).
 */
function fieldCases(schema: JsonSchema, valid: Record<string, unknown>): FieldCase[] {
  const required = schema.required ?? [];
  const cases: FieldCase[] = [];
  const put = (label: string, field: string, value: unknown, alone: boolean) => {
    const body: Record<string, unknown> = { ...valid, [field]: value };
    const other = required.find((name) => name !== field);
    // Nothing else to make wrong: a value that may be valid would be a valid call, not a bad input.
    if (!alone && !other) return;
    if (!alone && other) delete body[other];
    cases.push({ label, body });
  };
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    for (const value of wrongTypes(property)) put(`${field}: wrong type ${JSON.stringify(value)}`, field, value, true);
    const numeric = typesOf(property).includes('number');
    const values = numeric ? badNumbers : typesOf(property).includes('string') ? [...refusedText, ...hostileText] : [];
    for (const value of values) {
      // A number alone in its body is sent as it is even within bounds: nothing else could carry
      // it, and a quantity of 1e308 must be refused (it reached PostgreSQL as a 500 once).
      const onlyField = !required.some((name) => name !== field);
      const alone = numeric ? outOfBounds(property, value) || onlyField : refusedText.includes(value) || isClosedText(property);
      put(`${field}: ${String(value).slice(0, 24)}`, field, value, alone);
    }
    const inArray = property.items?.properties ? property.items : undefined;
    const nestedSchema = property.properties ? property : inArray;
    if (!nestedSchema) continue;
    const current = inArray ? [valid[field]].flat()[0] : valid[field];
    for (const nested of fieldCases(nestedSchema, isRecord(current) ? current : {})) {
      put(`${field}.${nested.label}`, field, inArray ? [nested.body] : nested.body, true);
    }
  }
  for (const field of required) {
    const { [field]: _missing, ...rest } = valid;
    cases.push({ label: `${field} missing`, body: rest });
  }
  return cases;
}

/** The valid body without one required field: wrong on its own, to carry a change that could be valid. */
function spoiled(valid: Record<string, unknown>, required: string[]): Record<string, unknown> {
  const [first] = required;
  const body = { ...valid };
  if (first) delete body[first];
  return body;
}

/** Bad JSON bodies for a route, from its documented body schema and a valid body. */
export function badJsonBodies(
  schema: JsonSchema,
  valid: Record<string, unknown>,
): Array<{ label: string; body: string; contentType?: string }> {
  const required = schema.required ?? [];
  const cases: Array<{ label: string; body: string; contentType?: string }> = [];
  const add = (label: string, body: unknown) => cases.push({ label, body: JSON.stringify(body) });
  for (const { label, body } of fieldCases(schema, valid)) add(label, body);
  for (const field of Object.keys(schema.properties ?? {})) {
    // Spliced in as text: JSON.stringify itself overflows the stack 10k levels down.
    const deep = JSON.stringify({ ...spoiled(valid, required), [field]: 'DEEP' }).replace('"DEEP"', nestedArrays(10_000));
    cases.push({ label: `${field}: 10k levels deep`, body: deep });
  }
  const wrong = spoiled(valid, required);
  if (required.length > 0) {
    add('extra fields', { ...wrong, ...extraFields });
    // Written out, as JSON.stringify would drop a `__proto__` own key's meaning.
    const rest = JSON.stringify(wrong).slice(1);
    const tail = rest === '}' ? '}' : `,${rest}`;
    cases.push({ label: '__proto__ key', body: `{"__proto__":{"isAdmin":true}${tail}` });
    cases.push({ label: 'constructor.prototype key', body: `{"constructor":{"prototype":{"isAdmin":true}}${tail}` });
    for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      cases.push({ label: `wrong content type ${contentType}`, body: JSON.stringify(wrong), contentType });
    }
    cases.push({ label: 'no content type', body: JSON.stringify(wrong), contentType: '' });
  }
  const [firstText] = Object.entries(schema.properties ?? {}).find(([, property]) => typesOf(property).includes('string')) ?? [];
  if (firstText) add(`${firstText}: 1 MB`, { ...valid, [firstText]: 'x'.repeat(1024 * 1024) });
  return cases;
}
