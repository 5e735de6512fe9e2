import { defaultWalletAmount, WalletAmountSchema } from '@commons/shared/schemas';
import { Button, Stack, TextField } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';

/** The popups' one field, under the API's own amount rule. */
const AmountFormSchema = v.object({ amount: WalletAmountSchema });
type AmountFormInput = v.InferInput<typeof AmountFormSchema>;
type AmountForm = v.InferOutput<typeof AmountFormSchema>;

/**
 * The one field of the top-up and withdrawal popups: a whole number of USD, at least 1,
 * starting at 1 (PRODUCT_SPEC sections 5 and 9), with its problem shown under it. The field
 * hands the schema a number (NaN when emptied, which reads as "required").
 */
export function AmountForm({ name, submitLabel, busy, onSubmit, children }: {
  /** Names the form for assistive technology. */
  name: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (amount: number) => void;
  /** Shown between the field and the button (for example the available balance). */
  children?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AmountFormInput, unknown, AmountForm>({
    resolver: valibotResolver(AmountFormSchema),
    defaultValues: { amount: defaultWalletAmount },
  });

  return (
    <form noValidate aria-label={name} onSubmit={handleSubmit(({ amount }) => onSubmit(amount))}>
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
