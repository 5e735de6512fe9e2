import type * as v from 'valibot';
import type { ProviderOrder, ProviderProject } from '@commons/shared/schemas';
import { describeIssues, TransferAccountSchema, validate } from '@commons/shared/schemas';
import { badRequest } from '@commons/server-kernel/errors';
import type { CommandDeps } from '../../operator/ops-command';
import { configuredOrigin } from '../notices/recipients';
import { runOrderDay, type OrderDayReport } from './order-days';
import { createProviderOrders, type ProjectScope } from './provider-orders';
import type { BankTransferOperatorSchemas } from './operator-schemas';
import { notYourProject, setTransferAccount } from './transfer-accounts';

type Input<K extends keyof typeof BankTransferOperatorSchemas> = v.InferOutput<(typeof BankTransferOperatorSchemas)[K]>;

/** The scope a body names: its providers' projects, or every project for the command line. */
const scopeOf = (input: { projects?: string[] | undefined }): ProjectScope => input.projects ?? null;

/** The account the options name, checked by the shared schema: an IBAN, or a US account and routing number. */
function transferAccountOf({ bank, holder, iban, account, routing }: Input<'account'>) {
  const typed = iban ? { kind: 'iban', holderName: holder, iban } : { kind: 'us', holderName: holder, accountNumber: account, routingNumber: routing };
  const parsed = validate(TransferAccountSchema, { bankName: bank, account: typed });
  if (!parsed.ok) throw badRequest(describeIssues(parsed.issues));
  return parsed.value;
}

/**
 * What the `bank-transfers` commands do (docs/product-rules.md#bank-transfer-orders), run by the
 * command line or, as the staff member, by the console's provider screen: a project's transfer
 * account, an order's marks, and the daily run now.
 */
export function createBankTransferOperations({ db, config, jobs }: Pick<CommandDeps, 'db' | 'config' | 'jobs'>) {
  const orders = createProviderOrders({ db, jobs });
  const origin = configuredOrigin(config);
  return {
    async account(input: Input<'account'>): Promise<ProviderProject> {
      const scope = scopeOf(input);
      if (scope && !scope.includes(input.projectId)) throw notYourProject();
      return setTransferAccount(db, input.projectId, transferAccountOf(input), input.staffId ?? null);
    },

    inProgress: (input: Input<'inProgress'>): Promise<ProviderOrder> => orders.markInProgress(scopeOf(input), input.orderId, origin),

    paid: (input: Input<'paid'>): Promise<ProviderOrder> =>
      orders.markPaid(scopeOf(input), input.orderId, { amount: input.amount, reference: input.reference }, { staffId: input.staffId ?? null, origin }),

    /** The daily run at `at`, here: each order's step is its own transaction, once by its marker. */
    run: (at: Date): Promise<OrderDayReport & { at: string }> => runOrderDay(db, jobs, at, origin).then((report) => ({ ...report, at: at.toISOString() })),
  };
}
