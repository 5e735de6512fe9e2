import { describe, expect, it } from 'vitest';
import {
  creditorReference,
  formatCreditorReference,
  formatIban,
  isAbaRoutingNumber,
  isCreditorReference,
  isIban,
  lastFour,
  maskedAccountLabel,
  normalizeIban,
} from './bank-accounts';

describe('bank accounts', () => {
  it('should accept IBANs as typed and refuse one with a wrong check digit', () => {
    expect(isIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('NL91ABNA0417164301')).toBe(false);
    expect(isIban('NL91ABNA041716430')).toBe(false);
    expect(isIban('')).toBe(false);
    expect(normalizeIban(' gb82 west 1234 5698 7654 32 ')).toBe('GB82WEST12345698765432');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });

  it('should check an ABA routing number by its weighted digit sum', () => {
    expect(isAbaRoutingNumber('011000015')).toBe(true);
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('000000000')).toBe(false);
    expect(isAbaRoutingNumber('02100002')).toBe(false);
    expect(isAbaRoutingNumber('02100002a')).toBe(false);
  });

  it('should mask an account to its last four digits', () => {
    expect(lastFour('NL91 ABNA 0417 1643 00')).toBe('4300');
    expect(maskedAccountLabel('iban', '4300')).toBe('IBAN ending 4300');
    expect(maskedAccountLabel('us', '6789')).toBe('US account ending 6789');
  });

  it('should make ISO 11649 creditor references that pass their own check', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isCreditorReference('rf18539007547034')).toBe(true);
    expect(formatCreditorReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
    for (const body of ['A', 'CC7K2M9Q', 'Z9Z9Z9Z9Z9Z9Z9Z9Z9Z9Z']) expect(isCreditorReference(creditorReference(body))).toBe(true);
  });

  it('should catch a mistyped or swapped character in a creditor reference', () => {
    expect(isCreditorReference('RF18539007547035')).toBe(false);
    expect(isCreditorReference('RF18539007574034')).toBe(false);
    expect(isCreditorReference('RF19539007547034')).toBe(false);
    expect(isCreditorReference('XX18539007547034')).toBe(false);
    expect(isCreditorReference('RF18')).toBe(false);
    expect(() => creditorReference('not valid!')).toThrow();
  });
});
