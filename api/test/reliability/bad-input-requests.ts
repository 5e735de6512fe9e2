import type { RegisteredRoute } from '../../src/plugins/app/route-list';
import { bearer } from '../helpers/accounts';
import { type BadInput, badJsonBodies, type ValidCall } from '../helpers/bad-input';
import { badPathValues, badQueryValues, hostileText, malformedBodies, refusedText } from '../helpers/bad-input-values';
import { operatorToken } from '../helpers/build';
import type { JsonSchema, Operation } from '../helpers/openapi';
import type { MatrixFixture } from '../routes/permission-matrix.fixture';
import { matrixTable } from '../routes/permission-matrix.table';

/*
 * The requests of the generated bad-input suite, per route: its valid call (the permission
 * matrix's), then bodies, queries, path values and tokens generated from its OpenAPI operation.
 */

/** What the owner's valid call of a route needs beyond the matrix's request. */
export interface Extras {
  /** A top-up still OPEN, so the sandbox's card form would really charge (the matrix's is paid). */
  unpaidTopUpId: string;
  /** A session past its expiry. */
  expiredToken: string;
}

export const isPublic = (operation: Operation) => (operation.security ?? []).length === 0;
export const isOperatorRoute = (operation: Operation) => operation.security?.some((scheme) => 'operatorToken' in scheme) ?? false;
/** The sandbox's card pages answer the payer's browser with pages, refusals included. */
export const answersHtml = (operation: Operation) =>
  Object.values(operation.responses ?? {}).some((reply) => reply.content && 'text/html' in reply.content);

export function validCall(route: RegisteredRoute, operation: Operation, fixture: MatrixFixture, extras: Extras): ValidCall {
  const row = matrixTable[`${route.method} ${route.url}`];
  if (!row) throw new Error(`no valid call for ${route.method} ${route.url} in the permission matrix's table`);
  const request = row.request(fixture);
  const sandboxForm = route.url === '/api/payments/sandbox/checkout/:sessionId';
  const url = sandboxForm ? `/api/payments/sandbox/checkout/${extras.unpaidTopUpId}` : request.url;
  const body = typeof request.payload === 'object' ? (request.payload as Record<string, unknown>) : {};
  const auth = isPublic(operation) ? {} : bearer(isOperatorRoute(operation) ? operatorToken : fixture.owner.token);
  return { url, body, auth };
}

/** A multipart body of `parts` (field name, value, and a file name for a file part). */
function multipart(parts: Array<{ name: string; value: string; fileName?: string }>): { payload: string; contentType: string } {
  const boundary = 'bad-input-boundary';
  const body = parts
    .map(({ name, value, fileName }) => {
      const file = fileName ? `; filename="${fileName}"\r\nContent-Type: image/png` : '';
      return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
    })
    .join('');
  return { payload: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = '\x89PNG\r\n\x1a\n0000';

/** Bodies of a form route (url-encoded or multipart), from its documented fields. */
function formInputs(call: ValidCall, mediaType: string, schema: JsonSchema): BadInput[] {
  const fields = Object.keys(schema.properties ?? {});
  const values = [...refusedText, ...hostileText, ''].map(String);
  const inputs: BadInput[] = [];
  const send = (label: string, payload: string, contentType: string) =>
    inputs.push({ label, url: call.url, payload, headers: { ...call.auth, 'content-type': contentType } });
  if (mediaType === 'multipart/form-data') {
    // `kind` is the form's one checked field: every value here is no kind of document.
    for (const value of values.filter((text) => text.length < 1000)) {
      const form = multipart([{ name: 'kind', value }, { name: 'file', value: png, fileName: 'a.png' }]);
      send(`kind: ${value.slice(0, 24)}`, form.payload, form.contentType);
    }
    const noFile = multipart([{ name: 'kind', value: 'PASSPORT' }]);
    send('no file', noFile.payload, noFile.contentType);
    const noKind = multipart([{ name: 'file', value: png, fileName: 'a.png' }]);
    send('no kind', noKind.payload, noKind.contentType);
    const twoFiles = multipart([
      { name: 'kind', value: 'x' },
      { name: 'file', value: png, fileName: 'a.png' },
      { name: 'file', value: png, fileName: 'b.png' },
    ]);
    send('two files', twoFiles.payload, twoFiles.contentType);
    return inputs;
  }
  // The card form: no generated value is the sandbox's paying test card.
  for (const field of fields) {
    for (const value of values) {
      send(`${field}: ${value.slice(0, 24)}`, new URLSearchParams({ [field]: value }).toString(), mediaType);
    }
  }
  return inputs;
}

/** Every body a route must refuse, from the media type and schema its document gives. */
export function bodyInputs(call: ValidCall, operation: Operation): BadInput[] {
  const content = operation.requestBody?.content;
  if (!content) return [];
  const jsonSchema = content['application/json']?.schema;
  const allOptional = jsonSchema?.properties !== undefined && (jsonSchema.required ?? []).length === 0;
  const malformed = malformedBodies.filter((body) => !(allOptional && body.readsAsObject));
  const inputs: BadInput[] = malformed.map(({ label, payload, contentType }) => ({
    label,
    url: call.url,
    payload,
    headers: { ...call.auth, ...(contentType ? { 'content-type': contentType } : {}) },
  }));
  if (jsonSchema) {
    for (const { label, body, contentType } of badJsonBodies(jsonSchema, call.body)) {
      const type = contentType ?? 'application/json';
      inputs.push({ label, url: call.url, payload: body, headers: { ...call.auth, ...(type ? { 'content-type': type } : {}) } });
    }
  }
  for (const [mediaType, { schema }] of Object.entries(content)) {
    if (mediaType !== 'application/json') inputs.push(...formInputs(call, mediaType, schema));
  }
  return inputs;
}

/** The valid call's URL with one query parameter replaced by `piece`. */
function withQuery(url: string, name: string, piece: string): string {
  const [path, query = ''] = url.split('?');
  const kept = query.split('&').filter((pair) => pair && !pair.startsWith(`${name}=`));
  return `${path}?${[...kept, piece].join('&')}`;
}

export function queryInputs(call: ValidCall, operation: Operation): BadInput[] {
  const names = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  return names.flatMap((name) =>
    badQueryValues(name).map(({ label, query }) => ({
      label: `?${name}: ${label}`,
      url: withQuery(call.url, name, query),
      headers: call.auth,
    })),
  );
}

/** The valid call's URL with the path parameter `name` (at its place in `pattern`) replaced. */
function withPathValue(pattern: string, url: string, name: string, value: string): string {
  const [path, query] = url.split('?');
  const segments = path!.split('/');
  const index = pattern.split('/').indexOf(`:${name}`);
  segments[index] = value;
  return segments.join('/') + (query ? `?${query}` : '');
}

export function pathInputs(route: RegisteredRoute, call: ValidCall): BadInput[] {
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  const body = Object.keys(call.body).length > 0 ? { payload: JSON.stringify(call.body) } : {};
  return names.flatMap((name) =>
    badPathValues.map(({ label, value }) => ({
      label: `:${name} ${label}`,
      url: withPathValue(route.url, call.url, name, value),
      headers: { ...call.auth, ...(body.payload ? { 'content-type': 'application/json' } : {}) },
      ...body,
    })),
  );
}

/** The valid call with every wrong kind of token instead of the right one. */
export function tokenInputs(call: ValidCall, operation: Operation, fixture: MatrixFixture, extras: Extras): BadInput[] {
  if (isPublic(operation)) return [];
  const owner = fixture.owner.token;
  const tokens: Array<[string, Record<string, string>]> = [
    ['no token', {}],
    ['empty bearer', { authorization: 'Bearer ' }],
    ['garbage', { authorization: 'Bearer garbage' }],
    ['huge token', { authorization: `Bearer ${'x'.repeat(10_000)}` }],
    ['basic credentials', { authorization: `Basic ${Buffer.from(`${fixture.owner.email}:x`).toString('base64')}` }],
    ['unsigned JWT', { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.' }],
    ['right token, wrong scheme', { authorization: `Token ${isOperatorRoute(operation) ? operatorToken : owner}` }],
    ['token twice', { authorization: `Bearer ${owner} ${owner}` }],
    ['expired session', bearer(extras.expiredToken)],
    ['logged-out session', bearer(fixture.tokens.revoked!)],
    isOperatorRoute(operation) ? ["a user's token", bearer(owner)] : ['the operator token', bearer(operatorToken)],
  ];
  const body = Object.keys(call.body).length > 0 ? { payload: JSON.stringify(call.body) } : {};
  return tokens.map(([label, auth]) => ({
    label,
    url: call.url,
    headers: { ...auth, ...(body.payload ? { 'content-type': 'application/json' } : {}) },
    ...body,
  }));
}
