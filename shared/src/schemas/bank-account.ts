import * as v from 'valibot';
import { isAbaRoutingNumber, isIban, normalizeIban } from '../domain/bank-accounts';
import { requiredText } from './text';

// A bank account as a form sends it and the API checks it (docs/product-rules.md#bank-accounts).

/** The account holder's name, as the bank knows it. */
const holderName = v.pipe(requiredText("Enter the account holder's name", { max: 70 }));

/** An IBAN as typed; the schema outputs its electronic form (no spaces, upper case). */
const iban = v.pipe(
  v.string('Enter the IBAN'),
  v.transform(normalizeIban),
  v.nonEmpty('Enter the IBAN'),
  v.check(isIban, 'This IBAN is not valid: check its country code, length and digits'),
);

/** A US bank account number: 4 to 17 digits. */
const accountNumber = v.pipe(
  v.string('Enter the account number'),
  v.trim(),
  v.regex(/^\d{4,17}$/, 'Enter the account number: 4 to 17 digits'),
);

/** A US ABA routing number: nine digits with a check digit. */
const routingNumber = v.pipe(
  v.string('Enter the routing number'),
  v.trim(),
  v.regex(/^\d{9}$/, 'Enter the routing number: 9 digits'),
  v.check(isAbaRoutingNumber, 'This routing number is not valid: check it for a mistyped digit'),
);

/** An account numbered by IBAN. */
export const IbanBankAccountSchema = v.object({ kind: v.literal('iban'), holderName, iban });

/** A US account, numbered by account and routing number. */
export const UsBankAccountSchema = v.object({ kind: v.literal('us'), holderName, accountNumber, routingNumber });

/** A bank account in full: what is typed to add one, and what only its owner's form or an audited view shows. */
export const BankAccountSchema = v.variant('kind', [IbanBankAccountSchema, UsBankAccountSchema], 'Choose an IBAN or a US account');

/** A bank account in full, as the API takes and checks it. */
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

/** A bank account with its number hidden: its kind, holder and last four digits ("IBAN ending 4300"). */
export const MaskedBankAccountSchema = v.object({
  kind: v.picklist(['iban', 'us']),
  holderName: v.string(),
  last4: v.string(),
  label: v.string(),
});

/** A bank account with its number hidden. */
export type MaskedBankAccount = v.InferOutput<typeof MaskedBankAccountSchema>;
