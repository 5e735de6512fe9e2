import type { WithdrawalOperations, WithdrawalSummary } from '../domains/wallet/withdrawal-operations';
import type { OperatorCall } from './operator-http';

/** The withdrawal operations through a running server's operator endpoint. */
export function createWithdrawalsClient(call: OperatorCall): WithdrawalOperations {
  return {
    list: async (status) => {
      const reply = await call<{ withdrawals: WithdrawalSummary[] }>('withdrawals/list', { status });
      return reply.withdrawals;
    },
    decide: (requestId, action, by) => call(`withdrawals/${action}`, { requestId, by }),
  };
}
