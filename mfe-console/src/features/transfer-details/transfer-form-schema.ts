import { formatIban } from '@commons/shared/domain';
import { TransferAccountSchema, type TransferAccount, type TransferAccountInput } from '@commons/shared/schemas';

/**
 * What the transfer details form holds: every field of both kinds of account, so switching the
 * kind keeps what was typed. The API's own schema checks it (`TransferAccountSchema`), keeping
 * only the chosen kind's fields.
 */
export interface TransferForm {
  bankName: string;
  account: { kind: 'iban' | 'us'; holderName: string; iban: string; accountNumber: string; routingNumber: string };
}

export const TransferFormSchema = TransferAccountSchema;

/** The form's values for a project's current account, or blank (an IBAN) when it has none yet. */
export function formOfAccount(transfer: TransferAccount | null): TransferForm {
  const account = { kind: 'iban' as const, holderName: '', iban: '', accountNumber: '', routingNumber: '' };
  if (!transfer) return { bankName: '', account };
  // The IBAN in groups of four, as the provider reads it on its bank's papers.
  const typed = transfer.account.kind === 'iban' ? { ...transfer.account, iban: formatIban(transfer.account.iban) } : transfer.account;
  return { bankName: transfer.bankName, account: { ...account, ...typed } };
}

/** The form's values as the API takes them. */
export type TransferFormOutput = TransferAccountInput;
