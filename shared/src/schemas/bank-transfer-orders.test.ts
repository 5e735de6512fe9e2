import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { creditorReference } from '@commons/shared/domain';
import { mistypedReferenceMessage, PaymentReferenceSchema } from './bank-transfer-orders';
import { MarkOrderPaidSchema } from './console-bank-transfers';

const messages = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe('PaymentReferenceSchema', () => {
  const reference = creditorReference('7KQ2M9X4B1');

  it('should take a reference typed in groups and lower case, in its electronic form', () => {
    const typed = reference.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect(v.parse(PaymentReferenceSchema, typed)).toBe(reference);
  });

  it('should refuse a reference with one digit mistyped as mistyped', () => {
    const mistyped = `${reference.slice(0, -1)}${reference.endsWith('1') ? '2' : '1'}`;
    expect(messages(PaymentReferenceSchema, mistyped)).toEqual([mistypedReferenceMessage]);
  });

  it('should refuse a blank or malformed reference with what to enter', () => {
    expect(messages(PaymentReferenceSchema, '  ')).toEqual(['Enter the reference']);
    expect(messages(PaymentReferenceSchema, 'INV-2026-1')[0]).toMatch(/^Enter the reference as quoted/);
  });
});

describe('MarkOrderPaidSchema', () => {
  it('should refuse an amount in fractions of a cent or not positive', () => {
    const reference = creditorReference('ABC123');
    expect(messages(MarkOrderPaidSchema, { amount: 12.345, reference })).toEqual(['must be in whole cents']);
    expect(messages(MarkOrderPaidSchema, { amount: 0, reference })).toHaveLength(1);
    expect(v.parse(MarkOrderPaidSchema, { amount: 36.3, reference })).toEqual({ amount: 36.3, reference });
  });
});
