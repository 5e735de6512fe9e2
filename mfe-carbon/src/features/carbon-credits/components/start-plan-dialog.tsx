import { formatUsd, planMonthOf, plannedTonnes, purchaseSummary } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { WalletAmountSchema } from '@commons/shared/schemas';
import { Button, Modal, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import * as v from 'valibot';
import { useFifoListing } from '../api/get-fifo-listing';
import { isStalePayment } from '../api/refresh-after-payment';
import { useStartPlan } from '../api/start-plan';
import { PlanChoice } from './plan-choice';
import { remainingTonnes } from './plan-figures';
import { formatTonnes } from './purchase-figures';

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: 8px; padding: 0; font-weight: 600; }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/**
 * The two ways of paying: the rest of the year shared over the months left, or a fixed budget
 * under the API's own whole-dollar rule (`CreatePlanSchema` takes the same `WalletAmountSchema`).
 */
const StartPlanFormSchema = v.variant('kind', [
  // The budget field keeps what was typed while "rest" is chosen; it is not read then.
  v.object({ kind: v.literal('rest'), monthlyBudget: v.unknown() }),
  v.object({ kind: v.literal('budget'), monthlyBudget: WalletAmountSchema }),
]);
type StartPlanFormInput = v.InferInput<typeof StartPlanFormSchema>;
type StartPlanForm = v.InferOutput<typeof StartPlanFormSchema>;

/** This month's share of the year and, when a listing can supply it, its price today. */
function RestOfYearDetail({ tonnes }: { tonnes: number }) {
  const listing = useFifoListing(tonnes);
  const cost = listing.data ? ` for ${formatUsd(purchaseSummary(listing.data, tonnes).markedUpTotal)}` : '';
  return (
    <>
      This month: {formatTonnes(tonnes)}
      {cost}. Then what is left, shared over the months to December.
    </>
  );
}

/**
 * Starts a monthly plan for a year (issue 32): the rest of the year shared over the months left
 * to December, or a fixed budget a month. The first month is paid from the wallet at once; a
 * refusal (a balance too small, say) is a toast of the popup's own, and a refusal as out of date
 * (a plan started in another tab) closes it.
 */
export function StartPlanDialog({ record, onClose }: { record: OperationalData; onClose: () => void }) {
  const [month] = useState(() => planMonthOf(new Date()));
  const tonnes = plannedTonnes(remainingTonnes(record), month);
  const start = useStartPlan();
  const toasts = useFormToasts();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<StartPlanFormInput, unknown, StartPlanForm>({
    resolver: valibotResolver(StartPlanFormSchema),
    defaultValues: { kind: 'rest', monthlyBudget: 50 },
  });
  const kind = useWatch({ control, name: 'kind' });
  const submit = (form: StartPlanForm) => {
    toasts.clear();
    const plan = { operationalDataId: record.operationalDataId, ...(form.kind === 'budget' && { monthlyBudget: form.monthlyBudget }) };
    const onError = (error: unknown) => (isStalePayment(error) ? onClose() : toasts.adopt(error));
    start.send(plan, { onSuccess: onClose, onError });
  };

  return (
    <Modal title="Start a Monthly Plan" description={`Offset the rest of ${record.year} month by month.`} onClose={onClose}>
      <form noValidate aria-label="Start a Monthly Plan" onSubmit={handleSubmit(submit, toasts.clear)}>
        <Stack>
          <Choices>
            <legend>Each month</legend>
            <PlanChoice label="Cover the rest of the year" value="rest" detail={<RestOfYearDetail tonnes={tonnes} />} {...register('kind')} />
            <PlanChoice
              label="A fixed monthly budget"
              value="budget"
              detail="The whole tonnes it buys at the day's price, fee included."
              {...register('kind')}
            />
          </Choices>
          {kind === 'budget' && (
            <TextField
              label="Monthly budget (USD)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.monthlyBudget?.message}
              {...register('monthlyBudget', { valueAsNumber: true })}
            />
          )}
          <Note>The first month is paid from your wallet now, then each month on the 1st (UTC) until December.</Note>
          <Button type="submit" block busy={start.busy}>
            Start Plan
          </Button>
          <Button block variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
