import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

// Bank accounts money is sent to or asked for in (docs/product-rules.md#bank-accounts): a
// customer's payout account and a project provider's transfer details. Each number carries a
// check digit, so a mistyped digit is caught where it is typed, on both sides.

/** An IBAN as typed (spaces, lower case) in its electronic form: "nl91 abna…" -> "NL91ABNA…". */
export const normalizeIban = (text: string): string => electronicFormatIBAN(text) ?? '';

/** Whether `text` is an IBAN of a known country whose length, format and mod-97 check digits hold. */
export const isIban = (text: string): boolean => isValidIBAN(normalizeIban(text));

/** An IBAN in groups of four, as people read it: "NL91 ABNA 0417 1643 00". */
export const formatIban = (iban: string): string => friendlyFormatIBAN(normalizeIban(iban)) ?? iban;

/** Weights of the ABA routing number's check: 3, 7, 1 over its nine digits, sum a multiple of 10. */
const abaWeights = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/** Whether `text` is a US ABA routing number: nine digits whose weighted sum is a multiple of 10. */
export function isAbaRoutingNumber(text: string): boolean {
  if (!/^\d{9}$/.test(text) || text === '000000000') return false;
  const sum = [...text].reduce((total, digit, index) => total + Number(digit) * abaWeights[index]!, 0);
  return sum % 10 === 0;
}

/** What a bank account is, by how it is numbered. */
export type BankAccountKind = 'iban' | 'us';

/** The digits a person recognises an account by, without giving it away: its last four. */
export const lastFour = (number: string): string => number.replace(/\s/g, '').slice(-4);

/** How an account is named where its number must stay hidden: "IBAN ending 4300". */
export const maskedAccountLabel = (kind: BankAccountKind, last4: string): string =>
  kind === 'iban' ? `IBAN ending ${last4}` : `US account ending ${last4}`;

/** ISO 7064 mod 97-10 of letters and digits, letters counted as 10 to 35, in chunks to stay exact. */
function mod97(text: string): number {
  const digits = [...text].map((character) => parseInt(character, 36).toString()).join('');
  let remainder = 0;
  for (let index = 0; index < digits.length; index += 7) {
    remainder = Number(`${remainder}${digits.slice(index, index + 7)}`) % 97;
  }
  return remainder;
}

/** A creditor reference as typed, in its electronic form: "rf18 5390 0754 7034" -> "RF18539007547034". */
export const normalizeCreditorReference = (text: string): string => text.replace(/\s/g, '').toUpperCase();

/**
 * The ISO 11649 creditor reference ("RF" + two check digits + `body`) of a payment to quote, so a
 * reference mistyped by whoever enters it fails its check instead of matching another payment.
 * `body`: 1 to 21 letters and digits.
 */
export function creditorReference(body: string): string {
  const upper = body.toUpperCase();
  if (!/^[0-9A-Z]{1,21}$/.test(upper)) throw new Error('A creditor reference holds 1 to 21 letters and digits');
  const check = 98 - mod97(`${upper}RF00`);
  return `RF${String(check).padStart(2, '0')}${upper}`;
}

/** Whether `text` is an ISO 11649 creditor reference whose check digits hold. */
export function isCreditorReference(text: string): boolean {
  const reference = normalizeCreditorReference(text);
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(reference)) return false;
  return mod97(`${reference.slice(4)}${reference.slice(0, 4)}`) === 1;
}

/** A creditor reference in groups of four, as printed on a transfer's details: "RF18 5390 0754 7034". */
export const formatCreditorReference = (reference: string): string =>
  normalizeCreditorReference(reference).replace(/(.{4})(?=.)/g, '$1 ');
