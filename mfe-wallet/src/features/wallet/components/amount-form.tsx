import { defaultWalletAmount, WalletAmountSchema } from '@commons/shared/schemas';
import { Button, Stack, TextField } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';

/** The most a popup may ask for, known before sending (the balance), and what to say above it. */
export interface AmountLimit {
  max: number;
  message: string;
}

/** The popups' one field, under the API's own amount rule and the popup's limit, if any. */
const amountFormSchema = (limit?: AmountLimit) =>
  v.object({
    amount: limit ? v.pipe(WalletAmountSchema, v.maxValue(limit.max, limit.message)) : WalletAmountSchema,
  });
type AmountFormInput = v.InferInput<ReturnType<typeof amountFormSchema>>;
type AmountForm = v.InferOutput<ReturnType<typeof amountFormSchema>>;

/**
 * The one field of the top-up and withdrawal popups: a whole number of USD, at least 1,
 * starting at 1 (docs/product-rules.md#validation), and at most `limit` where the popup knows
 * one, with its problem shown under it. The field hands the schema a number (NaN when
 * emptied, which reads as "required").
 */
export function AmountForm({ name, submitLabel, busy, limit, defaultAmount = defaultWalletAmount, onSubmit, onInvalid, children }: {
  /** Names the form for assistive technology. */
  name: string;
  submitLabel: string;
  busy: boolean;
  /** Refused at the field, before anything is sent (the balance of a withdrawal), so no server toast outlives a fix. */
  limit?: AmountLimit | undefined;
  /** What the field starts at when the screen knows better than 1 (a purchase's shortfall). */
  defaultAmount?: number | undefined;
  onSubmit: (amount: number) => void;
  /** A submit refused at the field. */
  onInvalid?: () => void;
  /** Shown between the field and the button (for example the available balance). */
  children?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AmountFormInput, unknown, AmountForm>({
    // Rebuilt each render, so the limit follows the balance as it refreshes.
    resolver: valibotResolver(amountFormSchema(limit)),
    defaultValues: { amount: defaultAmount },
  });

  return (
    <form noValidate aria-label={name} onSubmit={handleSubmit(({ amount }) => onSubmit(amount), onInvalid)}>
      <Stack>
        <TextField
          label="Amount (USD)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.amount?.message}
          {...register('amount', { valueAsNumber: true })}
        />
        {children}
        <Button type="submit" block busy={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
