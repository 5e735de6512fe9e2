import { creditorReference } from '@commons/shared/domain';
import { mistypedReferenceMessage } from '@commons/shared/schemas';
import * as v from 'valibot';
import { MarkPaidFormSchema } from './mark-paid-form-schema';

const reference = creditorReference('539007547034');

const checked = (amount: string, typedReference = reference) => {
  const parsed = v.safeParse(MarkPaidFormSchema, { amount, reference: typedReference });
  return parsed.success ? parsed.output : parsed.issues.map((issue) => issue.message);
};

describe('MarkPaidFormSchema', () => {
  it('should read an amount as a statement prints it, and the reference as quoted', () => {
    expect(checked('1,234.50', 'rf18 5390 0754 7034')).toEqual({ amount: 1234.5, reference: 'RF18539007547034' });
    expect(checked('$ 90')).toEqual({ amount: 90, reference });
  });

  it("should refuse a blank, wordy, zero or part-cent amount and a mistyped reference with the API's words", () => {
    expect(checked('')).toEqual(['required']);
    expect(checked('ninety')).toEqual(['Enter the amount received']);
    expect(checked('0')).toEqual(['must be greater than 0']);
    expect(checked('10.005')).toEqual(['must be in whole cents']);
    expect(checked('90', 'RF19539007547034')).toEqual([mistypedReferenceMessage]);
  });
});
