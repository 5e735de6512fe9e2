import { WithdrawalQueue } from '../features/withdrawals/components/withdrawal-queue';

/** `/console/withdrawals`: the operator's withdrawal queue (docs/architecture.md, "The console"). */
export default function WithdrawalsPage() {
  return <WithdrawalQueue />;
}
