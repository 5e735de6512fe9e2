import { formatCreditorReference, formatUsd } from '@commons/shared/domain';
import type { MarkOrderPaidInput, ProviderOrder } from '@commons/shared/schemas';
import { TextField } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMarkOrder } from '../api/mark-order';
import { MarkPaidFormSchema, type MarkPaidForm } from '../mark-paid-form-schema';

/**
 * The confirmation of "Mark paid": the amount and the reference as the bank statement shows them,
 * checked here by the API's rules and again by the server against the order's, whose refusal
 * (a mismatch, an order marked by someone else first) stays in the dialog as sent.
 */
export function MarkPaidDialog({ order, onClose }: { order: ProviderOrder; onClose: () => void }) {
  const mark = useMarkOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MarkPaidForm, unknown, MarkOrderPaidInput>({
    resolver: valibotResolver(MarkPaidFormSchema) as Resolver<MarkPaidForm, unknown, MarkOrderPaidInput>,
    defaultValues: { amount: '', reference: '' },
  });
  const onSubmit = (received: MarkOrderPaidInput) => mark.send({ mark: 'paid', order, received }, { onSuccess: onClose });

  return (
    <ConfirmDialog
      title="Mark order paid"
      description={`The order ${formatCreditorReference(order.reference)} is for ${formatUsd(order.amount)} (${order.quantity} t of ${order.projectName}). Enter what the bank statement shows: once both match, its credits are retired, the certificate is issued and the buyer is mailed the receipt with it.`}
      confirm="Mark paid"
      busyConfirm="Marking paid"
      busy={mark.busy}
      refusal={mark.error?.message}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <TextField label="Amount received (USD)" inputMode="decimal" autoComplete="off" error={errors.amount?.message} {...register('amount')} />
      <TextField
        label="Reference as received"
        hint="As the transfer quoted it, starting RF; spaces and case do not matter."
        autoComplete="off"
        spellCheck={false}
        error={errors.reference?.message}
        {...register('reference')}
      />
    </ConfirmDialog>
  );
}
