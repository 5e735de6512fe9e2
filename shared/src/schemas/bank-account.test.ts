import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BankAccountSchema } from './bank-account';

const messages = (input: unknown) => v.safeParse(BankAccountSchema, input).issues?.map((issue) => issue.message) ?? [];

describe('BankAccountSchema', () => {
  it('should keep an IBAN in its electronic form and the holder trimmed', () => {
    const parsed = v.parse(BankAccountSchema, { kind: 'iban', holderName: '  Ada Lovelace ', iban: 'nl91 abna 0417 1643 00' });
    expect(parsed).toEqual({ kind: 'iban', holderName: 'Ada Lovelace', iban: 'NL91ABNA0417164300' });
  });

  it('should accept a US account with a routing number whose check digit holds', () => {
    const parsed = v.parse(BankAccountSchema, { kind: 'us', holderName: 'Ada', accountNumber: ' 000123456789 ', routingNumber: '021000021' });
    expect(parsed).toEqual({ kind: 'us', holderName: 'Ada', accountNumber: '000123456789', routingNumber: '021000021' });
  });

  it('should refuse each bad field with its own message', () => {
    expect(messages({ kind: 'iban', holderName: 'Ada', iban: 'NL91ABNA0417164301' })).toEqual([
      'This IBAN is not valid: check its country code, length and digits',
    ]);
    expect(messages({ kind: 'iban', holderName: ' ', iban: 'NL91ABNA0417164300' })).toEqual(["Enter the account holder's name"]);
    expect(messages({ kind: 'us', holderName: 'Ada', accountNumber: '12', routingNumber: '021000022' })).toEqual([
      'Enter the account number: 4 to 17 digits',
      'This routing number is not valid: check it for a mistyped digit',
    ]);
    expect(messages({ kind: 'cheque', holderName: 'Ada' })).toEqual(['Choose an IBAN or a US account']);
    expect(messages({ kind: 'iban', holderName: 'A\u0000da', iban: 'NL91ABNA0417164300' }).length).toBe(1);
  });
});
