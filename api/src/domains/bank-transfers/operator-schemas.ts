import * as v from 'valibot';
import { MarkOrderPaidSchema, ProviderOrderParamsSchema, ProviderProjectParamsSchema } from '@commons/shared/schemas';

/** Text as an option gives it: optional, trimmed. */
const optionalText = v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(100, 'must be at most 100 characters')));

/**
 * The projects a console provider acts for, which the console sends; without it (the command
 * line, an operator) every project is in scope.
 */
const projects = v.optional(v.array(v.pipe(v.string('must be a project id'), v.maxLength(100, 'must be a project id'))));

/** A number as the command line types it ("36.30") or the console sends it. */
const amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d{1,2})?$/, 'must be an amount such as 36.30'), v.transform(Number))], 'must be an amount such as 36.30'),
);

/** Bodies of `POST /api/operator/bank-transfers/<command>`, the command line's calls while a server runs. */
export const BankTransferOperatorSchemas = {
  account: v.object({
    ...ProviderProjectParamsSchema.entries,
    bank: optionalText,
    holder: optionalText,
    iban: optionalText,
    account: optionalText,
    routing: optionalText,
    projects,
    staffId: v.optional(v.nullable(v.string())),
  }),
  inProgress: v.object({ ...ProviderOrderParamsSchema.entries, projects }),
  paid: v.object({
    ...ProviderOrderParamsSchema.entries,
    amount,
    reference: MarkOrderPaidSchema.entries.reference,
    projects,
    staffId: v.optional(v.nullable(v.string())),
  }),
  run: v.object({ at: v.optional(v.pipe(v.string(), v.trim(), v.isoDate('--at must be a date, YYYY-MM-DD'))) }),
} as const;
