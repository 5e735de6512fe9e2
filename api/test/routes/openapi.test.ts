import { describe, expect, it } from 'vitest';
import { describeIssues, PageQuerySchema, SignupSchema, validate } from '@commons/shared/schemas';
import { bearer } from '../helpers/accounts';
import { useTestApp } from '../helpers/build';
import { apiRoutes, openApiDocument, operationOf, type OpenApiDocument } from '../helpers/openapi';
import { approvedUser } from '../helpers/wallet';

const messageOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? '' : describeIssues(result.issues);
};

describe('the OpenAPI document', () => {
  const ctx = useTestApp();
  let document: OpenApiDocument;
  const load = async () => (document ??= await openApiDocument(ctx.app));

  it('should be OpenAPI 3.1', async () => {
    expect((await load()).openapi).toBe('3.1.0');
  });

  // @fastify/swagger lists a route without a schema too, bare; only `docs()` gives it a summary.
  it('should describe every route the app registers', async () => {
    const routes = apiRoutes(ctx.app.registeredRoutes);
    expect(routes.length).toBeGreaterThan(40);
    await load();
    const missing = routes.filter((route) => !operationOf(document, route)?.summary).map(({ method, url }) => `${method} ${url}`);
    expect(missing, 'routes missing from the document: give them schema: docs({...})').toEqual([]);
  });

  it('should describe the body of every route that takes one', async () => {
    await load();
    // Actions on the resource their path names, with nothing to send.
    const noBody = new Set([
      '/api/api/wallet/individual/withdrawal-requests/:withdrawalRequestId/cancel',
      '/api/api/carbon-offsets/individual/plans/:planId/pause',
      '/api/api/carbon-offsets/individual/plans/:planId/resume',
      '/api/api/carbon-offsets/individual/plans/:planId/cancel',
      '/api/api/carbon-credits/individual/bank-transfer-orders/:orderId/cancel',
      '/api/console/bank-transfers/orders/:orderId/in-progress',
      '/api/api/user/individual/resend-verification',
      // The signed token is in the link's query; RFC 8058's one-click form adds nothing to it.
      '/api/api/mail/unsubscribe',
      '/api/api/mail/resubscribe',
    ]);
    const withBody = apiRoutes(ctx.app.registeredRoutes).filter(
      ({ method, url }) => ['POST', 'PUT', 'PATCH'].includes(method) && !noBody.has(url),
    );
    const bodiless = withBody
      .filter((route) => !operationOf(document, route)?.requestBody)
      .map(({ method, url }) => `${method} ${url}`);
    expect(bodiless).toEqual([]);
  });

  // And the Security page's changes: a retry after a lost answer must not read as a wrong current password.
  it('should list the Idempotency-Key header on exactly the routes that move money or create a record', async () => {
    await load();
    const idempotent = apiRoutes(ctx.app.registeredRoutes)
      .filter((route) => operationOf(document, route)?.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
      .map(({ method, url }) => `${method} ${url}`)
      .sort();
    expect(idempotent).toEqual([
      'POST /api/api/carbon-credits/individual/bank-transfer-orders',
      'POST /api/api/carbon-credits/individual/bank-transfer-orders/:orderId/cancel',
      'POST /api/api/carbon-offsets/individual/monthly-offset',
      'POST /api/api/carbon-offsets/individual/plans',
      'POST /api/api/carbon-offsets/individual/plans/:planId/cancel',
      'POST /api/api/carbon-offsets/individual/plans/:planId/pause',
      'POST /api/api/carbon-offsets/individual/plans/:planId/resume',
      'POST /api/api/group-policy/individual',
      'POST /api/api/operational-data/individual/add',
      'POST /api/api/operational-data/individual/checkout',
      'POST /api/api/user/individual/account-deletion',
      'POST /api/api/user/individual/add-family-member',
      'POST /api/api/user/individual/change-email',
      'POST /api/api/user/individual/change-password',
      'POST /api/api/user/individual/create-subuser',
      'POST /api/api/user/individual/data-exports',
      'POST /api/api/user/individual/documents',
      'POST /api/api/wallet/individual/raise-withdrawal-request',
      'POST /api/api/wallet/individual/withdrawal-requests/:withdrawalRequestId/cancel',
      'POST /api/api/wallet/session-url',
      'PUT /api/api/wallet/individual/payout-account',
    ]);
    const header = operationOf(document, { method: 'POST', url: '/api/api/wallet/session-url' })?.parameters?.find(
      (p) => p.name === 'Idempotency-Key',
    );
    expect(header).toMatchObject({ in: 'header', required: false, schema: { type: 'string', maxLength: 255 } });
  });

  it('should ask for the session token exactly where the access table does', async () => {
    await load();
    const security = (method: string, url: string) => operationOf(document, { method, url })?.security;
    expect(security('POST', '/api/api/auth/individual/login')).toEqual([]);
    expect(security('GET', '/api/api/carbon-credits/certificates/:checkoutId')).toEqual([]);
    expect(security('GET', '/api/api/projects')).toEqual([]);
    expect(security('GET', '/api/api/projects/:projectId')).toEqual([]);
    expect(security('GET', '/api/api/projects/:projectId/pictures/:pictureId')).toEqual([]);
    expect(security('GET', '/api/api/impact/:handle')).toEqual([]);
    expect(security('GET', '/api/api/impact/:handle/share-image')).toEqual([]);
    expect(security('PUT', '/api/api/user/individual/public-page')).toEqual([{ sessionToken: [] }]);
    expect(security('GET', '/api/api/wallet/individual/my-wallet')).toEqual([{ sessionToken: [] }]);
    expect(security('POST', '/api/operator/accounts/approve')).toEqual([{ operatorToken: [] }]);
  });

  it('should leave validation to valibot: refusals keep their own messages', async () => {
    const signup = await ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/signup', payload: { email: 1 } });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual({ message: messageOf(SignupSchema, { email: 1 }) });

    const user = await approvedUser(ctx.app);
    const page = await ctx.app.inject({
      url: '/api/api/wallet/individual/withdrawal-requests/pending?limit=abc',
      headers: bearer(user.token),
    });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({ message: messageOf(PageQuerySchema, { limit: 'abc' }) });
  });

  it('should serve the reference page from this server alone', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https:|http:|\*|unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.body).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
  });
});
