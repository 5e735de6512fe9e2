import { centsToUsd, formatUsd, planMonthOf, plannedTonnes, purchaseSummary, topUpHref, usdToCents } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { WalletAmountSchema } from '@commons/shared/schemas';
import { Button, ButtonLink, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import * as v from 'valibot';
import { useFifoListing } from '../api/get-fifo-listing';
import { Notice } from '../../../components/notice';
import { useWalletBalance } from '../api/get-wallet-balance';
import { useStartPlan } from '../api/start-plan';
import { canPay, shortfallUsd } from './balance-check';
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
function restOfYearDetail(tonnes: number, cost: number | null): string {
  const price = cost === null ? '' : ` for ${formatUsd(cost)}`;
  return `This month: ${formatTonnes(tonnes)}${price}. Then what is left, shared over the months to December.`;
}

/**
 * The balance against this month's cost; when it falls short, the wallet's top-up form with the
 * shortfall filled in, coming back to Carbon Credits once paid.
 */
function FirstMonthBalance({ balance, cost }: { balance: number; cost: number }) {
  if (canPay(balance, cost)) return null;
  return (
    <Notice $tone="danger" role="alert">
      <span>
        Wallet balance: {formatUsd(balance)}. Not enough for this month:{' '}
        {formatUsd(centsToUsd(usdToCents(cost) - usdToCents(balance)))} short.
      </span>
      <ButtonLink to={topUpHref(shortfallUsd(balance, cost), '/carbon-credits')} variant="secondary">
        Top Up Wallet
      </ButtonLink>
    </Notice>
  );
}

/**
 * Starts a monthly plan for a year: the rest of the year shared over the months left
 * to December, or a fixed budget a month. The first month is paid from the wallet at once: a
 * balance short of it is shown before Start (for the rest of the year, whose price is known),
 * and a refusal from the server is a toast of the popup's own.
 */
export function StartPlanDialog({ record, onClose }: { record: OperationalData; onClose: () => void }) {
  const [month] = useState(() => planMonthOf(new Date()));
  const tonnes = plannedTonnes(remainingTonnes(record), month);
  // A listing that cannot supply the month leaves its price out; the server says why on Start.
  const listing = useFifoListing(tonnes);
  const wallet = useWalletBalance();
  const cost = listing.data ? purchaseSummary(listing.data, tonnes).markedUpTotal : null;
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
  const short = kind === 'rest' && cost !== null && wallet.data !== undefined && !canPay(wallet.data.amount, cost);
  const submit = (form: StartPlanForm) => {
    toasts.clear();
    const budget = form.kind === 'budget' ? { monthlyBudget: form.monthlyBudget } : {};
    const plan = { operationalDataId: record.operationalDataId, ...budget };
    // A refusal (the wallet short of a budget's month, a plan started in another tab) stays up
    // with the popup, which the owner closes once read.
    start.send(plan, { onSuccess: onClose, onError: toasts.adopt });
  };

  return (
    <Modal title="Start a Monthly Plan" description={`Offset the rest of ${record.year} month by month.`} onClose={onClose}>
      <form noValidate aria-label="Start a Monthly Plan" onSubmit={handleSubmit(submit, toasts.clear)}>
        <Stack>
          <Choices>
            <legend>Each month</legend>
            <PlanChoice
              label="Cover the rest of the year"
              value="rest"
              detail={restOfYearDetail(tonnes, cost)}
              {...register('kind')}
            />
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
          {kind === 'rest' && cost !== null && wallet.data && <FirstMonthBalance balance={wallet.data.amount} cost={cost} />}
          <Note>The first month is paid from your wallet now, then each month on the 1st (UTC) until the year is covered.</Note>
          <Button type="submit" block busy={start.busy} disabled={short}>
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
