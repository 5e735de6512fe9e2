import { describe, expect, it } from 'vitest';
import { browserDeclarations } from './contract-loader.js';

const source = `import { LoginReplySchema, LoginSchema } from '../schemas/auth';
import { defineEndpoint } from './endpoint';

/** Signs in. */
export const login = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/auth/individual/login',
  body: LoginSchema,
  // Why the reply is what it is.
  reply: LoginReplySchema,
  access: { statuses: ['APPROVED'] },
  idempotent: true,
  summary: 'Sign in',
});
export const logout = defineEndpoint({ method: 'GET', path: '/user/logout', summary: 'Sign out' });
`;

describe('the browser build of endpoint declarations', () => {
  it('should keep only the method and path of each declaration, so its schemas can be dropped', () => {
    const out = browserDeclarations(source);
    expect(out).toContain("method: 'POST',\n  path: '/auth/individual/login',");
    expect(out).toContain("defineEndpoint({ method: 'GET', path: '/user/logout', })");
    for (const gone of ['body:', 'reply:', 'LoginReplySchema,\n', 'access:', 'idempotent:', 'summary:', 'Why the reply']) {
      expect(out.split('export const login')[1]).not.toContain(gone);
    }
  });

  it('should leave a module without declarations as it is', () => {
    const plain = "export const rule = { statuses: ['APPROVED'] };\n";
    expect(browserDeclarations(plain)).toBe(plain);
  });
});
