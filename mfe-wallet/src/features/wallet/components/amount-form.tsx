import { defaultWalletAmount, WalletAmountSchema } from '@commons/shared/schemas';
import { Button, Stack, TextField } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';

/** A popup's amount rule: a number in, a number out, with the field's messages. */
export type AmountSchema = v.GenericSchema<unknown, number>;

/** The popups' one field under `amount`, the API's own rule with what the popup knows added. */
const amountFormSchema = (amount: AmountSchema) => v.object({ amount });
type AmountFormInput = v.InferInput<ReturnType<typeof amountFormSchema>>;
type AmountForm = v.InferOutput<ReturnType<typeof amountFormSchema>>;

/**
 * The one field of the top-up and withdrawal popups: by default a whole number of USD, at least
 * 1, starting at 1 (docs/product-rules.md#validation); a withdrawal takes cents and the balance's
 * limits (`amount`). Its problem is shown under it. The field hands the schema a number (NaN
 * when emptied, which reads as "required").
 */
export function AmountForm({
  name,
  submitLabel,
  busy,
  disabled = false,
  amount = WalletAmountSchema,
  cents = false,
  defaultAmount = defaultWalletAmount,
  wholeAmount,
  onSubmit,
  onInvalid,
  children,
}: {
  /** Names the form for assistive technology. */
  name: string;
  submitLabel: string;
  busy: boolean;
  /** Whether sending waits for something the screen says above the form. */
  disabled?: boolean;
  /** The amount's rule, refused at the field before anything is sent, so no server toast outlives a fix. */
  amount?: AmountSchema | undefined;
  /** Whether the field takes cents (a withdrawal) rather than whole USD. */
  cents?: boolean;
  /** What the field starts at when the screen knows better than 1 (a purchase's shortfall). */
  defaultAmount?: number | undefined;
  /** When given, a "Whole balance" button fills the field with it, cents included. */
  wholeAmount?: number | undefined;
  onSubmit: (amount: number) => void;
  /** A submit refused at the field. */
  onInvalid?: () => void;
  /** Shown between the field and the button (for example the available balance). */
  children?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<AmountFormInput, unknown, AmountForm>({
    // Rebuilt each render, so the rule follows the balance as it refreshes.
    resolver: valibotResolver(amountFormSchema(amount)),
    defaultValues: { amount: defaultAmount },
  });

  return (
    <form noValidate aria-label={name} onSubmit={handleSubmit((form) => onSubmit(form.amount), onInvalid)}>
      <Stack>
        <TextField
          label="Amount (USD)"
          type="number"
          inputMode={cents ? 'decimal' : 'numeric'}
          min={cents ? 0.01 : 1}
          step={cents ? 0.01 : 1}
          error={errors.amount?.message}
          {...register('amount', { valueAsNumber: true })}
        />
        {wholeAmount !== undefined && wholeAmount > 0 && (
          <Button variant="secondary" onClick={() => setValue('amount', wholeAmount, { shouldValidate: true })}>
            Whole balance
          </Button>
        )}
        {children}
        <Button type="submit" block busy={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
