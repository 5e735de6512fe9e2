import type { StaffRole } from '../schemas/console';
import { AuditEventsPageSchema, AuditEventsQuerySchema, AuditFilterSchema, AuditKindsSchema } from '../schemas/console-audit';
import { defineConsoleEndpoint } from './console-endpoint';

// The console's Audit screen (docs/operations.md#the-audit): read-only, for operators. Every
// module here exports only endpoints: `consoleEndpoints` lists them.

/** Typed as roles, not as the one literal, so the screens' checks can ask it about any role. */
const operators: readonly StaffRole[] = ['operator'];

/** One page of the audit, newest first, by who acted, kind and UTC days. */
export const auditEvents = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/audit/events',
  query: AuditEventsQuerySchema,
  reply: AuditEventsPageSchema,
  access: { roles: operators },
  summary: 'One page of the audit of every change, newest first, filtered by who, kind and days',
});

/** Every kind the audit holds so far: the choices of the screen's kind filter. */
export const auditKinds = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/audit/kinds',
  reply: AuditKindsSchema,
  access: { roles: operators },
  summary: 'Every kind of change the audit holds so far',
});

/** Every event matching the filters as CSV, the file `pnpm ops audit export` writes. */
export const auditExport = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/audit/export',
  query: AuditFilterSchema,
  produces: { type: 'text/csv', description: 'The matching events as CSV, newest first, as an attachment' },
  access: { roles: operators },
  summary: 'Every audit event matching the filters, as a CSV file',
});
