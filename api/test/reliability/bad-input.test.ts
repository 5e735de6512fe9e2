import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import type { RegisteredRoute } from '../../src/plugins/app/route-list';
import { bearer, signUp } from '../helpers/accounts';
import {
  badJsonBodies,
  badPathValues,
  badQueryValues,
  hostileText,
  malformedBodies,
  refusedText,
  type BadInput,
  type ValidCall,
} from '../helpers/bad-input';
import { operatorToken, useTestApp } from '../helpers/build';
import { changedTables, snapshotTables } from '../helpers/db-snapshot';
import { apiRoutes, openApiDocument, operationOf, type JsonSchema, type Operation } from '../helpers/openapi';
import { creditWallet, ownAccount } from '../helpers/wallet';
import { createMatrixFixture, type MatrixFixture } from '../routes/permission-matrix.fixture';
import { matrixTable } from '../routes/permission-matrix.table';
import { recordRows, type ReliabilityRow } from './report';

/**
 * Issue 14, "Bad input (every route, generated)": every route of the OpenAPI document, found
 * from the app's own route list, called with inputs generated from its documented body, query
 * and path (helpers/bad-input.ts) and with bad tokens. Each must be refused with a 4xx and a
 * JSON `message` (an HTML page on the sandbox's browser pages), never a 5xx, and the database
 * must be exactly as before the route's batch. The valid calls the inputs start from are the
 * permission matrix's (its fixture owns real ids, a paid checkout and documents), so a bad
 * input meets validation, not "not found" or "forbidden".
 */

/**
 * The tables a route may write while refusing, by route; every other table of every route must
 * stay exactly as it was. A refused login counts toward the brute-force throttle (a password
 * of NUL bytes or of 96 KB is still a wrong password for a well-formed address): that row is the
 * refusal's purpose, not a change the bad input made.
 */
const writtenWhileRefusing: Record<string, ReadonlySet<string>> = {
  'POST /api/api/auth/individual/login': new Set(['login_attempts']),
};
const nothing: ReadonlySet<string> = new Set();

/** What the owner's valid call of a route needs beyond the matrix's request. */
interface Extras {
  /** A top-up still OPEN, so the sandbox's card form would really charge (the matrix's is paid). */
  unpaidTopUpId: string;
  /** A session past its expiry. */
  expiredToken: string;
}

const isPublic = (operation: Operation) => (operation.security ?? []).length === 0;
const isOperatorRoute = (operation: Operation) => operation.security?.some((scheme) => 'operatorToken' in scheme) ?? false;
/** The sandbox's card pages answer the payer's browser with pages, refusals included. */
const answersHtml = (operation: Operation) =>
  Object.values(operation.responses ?? {}).some((reply) => reply.content && 'text/html' in reply.content);

function validCall(route: RegisteredRoute, operation: Operation, fixture: MatrixFixture, extras: Extras): ValidCall {
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
function bodyInputs(call: ValidCall, operation: Operation): BadInput[] {
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

function queryInputs(call: ValidCall, operation: Operation): BadInput[] {
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

function pathInputs(route: RegisteredRoute, call: ValidCall): BadInput[] {
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
function tokenInputs(call: ValidCall, operation: Operation, fixture: MatrixFixture, extras: Extras): BadInput[] {
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

/** Why a response breaks the rule, or null when it is a proper refusal. */
function fault(response: LightMyRequestResponse, html: boolean): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) return `status ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (html && type.startsWith('text/html')) return null;
  try {
    const reply = response.json<Record<string, unknown>>();
    if (typeof reply.message !== 'string' || reply.message.trim() === '') return 'no message';
    // The house shape (README): `{ message }` and nothing else, e.g. no error code or echoed path.
    return Object.keys(reply).length === 1 ? null : `more than a message: ${Object.keys(reply).join(', ')}`;
  } catch {
    return `not JSON (${type})`;
  }
}

async function setUp(app: FastifyInstance): Promise<{ fixture: MatrixFixture; extras: Extras }> {
  const fixture = await createMatrixFixture(app);
  // A funded wallet: a valid withdrawal or checkout would go through, so only its input stops it.
  await creditWallet(app, fixture.owner.individualId, 500);
  const checkoutUrl = await app.topUps.open(ownAccount(fixture.owner.individualId), {
    amountCents: 1000,
    customerEmail: fixture.owner.email,
    idempotencyKey: randomUUID(),
    origin: 'http://localhost',
  });
  const { user } = await signUp(app);
  await app.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 hour'` })
    .where(eq(sessions.individualId, user.individualId));
  return { fixture, extras: { unpaidTopUpId: checkoutUrl.split('/').pop()!, expiredToken: user.token } };
}

describe('generated bad input on every route', () => {
  // The limiters would refuse first and hide what validation does; the brute-force suite tests them.
  const ctx = useTestApp({
    healthReportsPerMinute: 1_000_000,
    loginLimits: { perEmail: 1e6, perAddress: 1e6, windowMinutes: 15 },
  });

  it('should refuse each with a 4xx and a message, and leave the database unchanged', async () => {
    const { app } = ctx;
    const { fixture, extras } = await setUp(app);
    const document = await openApiDocument(app);
    const routes = apiRoutes(app.registeredRoutes);
    expect(routes.length).toBeGreaterThan(40);

    const rows: ReliabilityRow[] = [];
    const failures: string[] = [];
    for (const route of routes) {
      const check = `${route.method} ${route.url}`;
      const operation = operationOf(document, route);
      if (!operation) throw new Error(`${check} is not in the OpenAPI document`);
      const call = validCall(route, operation, fixture, extras);
      const inputs = [
        ...bodyInputs(call, operation),
        ...queryInputs(call, operation),
        ...pathInputs(route, call),
        ...tokenInputs(call, operation, fixture, extras),
      ];
      const ignored = writtenWhileRefusing[check] ?? nothing;
      const before = await snapshotTables(app.db, ignored);
      const routeFailures: string[] = [];
      for (const input of inputs) {
        const { url, headers, payload } = input;
        const response = await app.inject({ method: route.method as 'GET', url, headers, payload });
        const wrong = fault(response, answersHtml(operation));
        if (wrong) routeFailures.push(`${check} [${input.label}]: ${wrong} ${response.body.slice(0, 160)}`);
      }
      const changed = changedTables(before, await snapshotTables(app.db, ignored));
      if (changed.length > 0) routeFailures.push(`${check}: database changed: ${changed.join('; ')}`);
      failures.push(...routeFailures);
      rows.push({ area: 'bad input', check, count: inputs.length, held: inputs.length > 0 && routeFailures.length === 0 });
    }
    recordRows('bad-input', rows);
    expect(failures).toEqual([]);
  }, 600_000);
});
