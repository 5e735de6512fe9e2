import { MarkOrderPaidSchema } from '@commons/shared/schemas';
import * as v from 'valibot';

/**
 * An amount as a bank statement prints it ("1,234.50", "$ 90"): spaces, grouping commas and a
 * dollar sign dropped. Digits become a number for the API's own rule; anything else is left as
 * text, which that rule refuses with its words.
 */
const typedAmount = (text: string): unknown => {
  const plain = text.replace(/[\s,]/g, '').replace(/^\$/, '');
  if (plain === '') return '';
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : plain;
};

/** The Mark paid dialog's form: the amount and reference received, by the API's rules (`MarkOrderPaidSchema`). */
export const MarkPaidFormSchema = v.object({
  amount: v.pipe(v.string(), v.transform(typedAmount), MarkOrderPaidSchema.entries.amount),
  reference: MarkOrderPaidSchema.entries.reference,
});

/** What the dialog's fields hold, as typed. */
export type MarkPaidForm = v.InferInput<typeof MarkPaidFormSchema>;
