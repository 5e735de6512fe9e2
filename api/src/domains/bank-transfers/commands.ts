import { formatUsd } from '@commons/shared/domain';
import type { ProviderOrder } from '@commons/shared/schemas';
import { opsCommand, type OpsCommandGroup } from '../../operator/ops-command';
import { BankTransferOperatorSchemas } from './operator-schemas';
import { createBankTransferOperations } from './operations';

const orderLine = (o: ProviderOrder) => `Order ${o.orderId} (${o.reference}) of ${o.quantity} t, ${formatUsd(o.amount)}: now ${o.state}`;

/** What an order's audit event records: the order, and its state before and after. */
const orderAudit = (before: string) => (_input: unknown, o: ProviderOrder) => ({
  target: o.orderId,
  before: { reference: o.reference, state: before },
  after: { reference: o.reference, state: o.state, amount: o.amount, checkoutId: o.checkoutId },
});

const account = opsCommand({
  group: 'bank-transfers',
  action: 'account',
  help: "sets the account a project's bank transfers are paid to: its listings then take orders by transfer",
  body: BankTransferOperatorSchemas.account,
  arguments: [{ field: 'projectId', label: 'project id', placeholder: '<project>' }],
  options: [
    { name: 'bank', placeholder: 'NAME', required: true, verbatim: true },
    { name: 'holder', placeholder: 'NAME', required: true, verbatim: true },
    { name: 'iban', placeholder: 'IBAN', verbatim: true },
    { name: 'account', placeholder: 'NUMBER', verbatim: true },
    { name: 'routing', placeholder: 'NUMBER', verbatim: true },
  ],
  run: (deps, input) => createBankTransferOperations(deps).account(input),
  print: (p) => [`${p.name} (${p.projectId}) is paid by transfer to ${p.transfer?.account.holderName} at ${p.transfer?.bankName}`],
  // The account in the audit is its kind and holder: its number is what every buyer is shown anyway, but an audit need not repeat it.
  audit: (_input, p) => ({ target: p.projectId, before: null, after: { bankName: p.transfer?.bankName, kind: p.transfer?.account.kind, holderName: p.transfer?.account.holderName } }),
});

const inProgress = opsCommand({
  group: 'bank-transfers',
  action: 'in-progress',
  help: 'awaiting_payment -> in_progress: the transfer is being checked; the buyer is told',
  body: BankTransferOperatorSchemas.inProgress,
  arguments: [{ field: 'orderId', label: 'order id', placeholder: '<order>' }],
  run: (deps, input) => createBankTransferOperations(deps).inProgress(input),
  print: (o) => [orderLine(o)],
  audit: orderAudit('awaiting_payment'),
});

const paid = opsCommand({
  group: 'bank-transfers',
  action: 'paid',
  help: "in_progress -> paid, with the amount and reference received (both must match): retires and certifies the order's credits",
  body: BankTransferOperatorSchemas.paid,
  arguments: [{ field: 'orderId', label: 'order id', placeholder: '<order>' }],
  options: [
    { name: 'amount', placeholder: 'USD', required: true, verbatim: true },
    { name: 'reference', placeholder: 'RF..', required: true, verbatim: true },
  ],
  run: (deps, input) => createBankTransferOperations(deps).paid(input),
  print: (o) => [orderLine(o), `Certificate: ${o.checkoutId}`],
  audit: orderAudit('in_progress'),
});

const run = opsCommand({
  group: 'bank-transfers',
  action: 'run',
  help: 'runs the daily job now as of --at (default today, UTC): reminders at 30 and 80 days, the unpaid cancelled at 90',
  body: BankTransferOperatorSchemas.run,
  options: [{ name: 'at', placeholder: 'YYYY-MM-DD', verbatim: true }],
  run: (deps, { at }) => createBankTransferOperations(deps).run(at ? new Date(`${at}T00:00:00Z`) : new Date()),
  print: (r) => [`Bank-transfer orders as of ${r.at}: ${r.cancelled} cancelled unpaid, ${r.reminded} reminded`],
  // Recorded even when nothing was due, as `plans run` is: who ran it, and when.
  audit: (_input, { at, ...counts }) => ({ target: at, after: counts }),
});

/** What operators and providers do to bank-transfer orders. */
export const bankTransferCommands: OpsCommandGroup = {
  commands: [account, inProgress, paid, run],
  notes:
    'Give either --iban or --account with --routing. Each mark mails the buyer; `paid` retires the order once, ' +
    'whoever runs it twice. While a server runs, its job engine runs the daily job at 00:15 UTC.',
};
