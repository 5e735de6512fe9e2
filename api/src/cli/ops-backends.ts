import type { AccountOperations } from '../domains/users/account-operations';
import { createWithdrawalOperations, type WithdrawalOperations } from '../domains/wallet/withdrawal-operations';
import { accountBackends } from './accounts-client';
import type { OperatorBackends } from './operator-connection';
import { createWithdrawalsClient } from './withdrawals-client';

/** Everything `pnpm ops` acts on. */
export interface OpsServices {
  accounts: AccountOperations;
  withdrawals: WithdrawalOperations;
}

/** The ops services for `connectOperator`: over HTTP or on the database. */
export const opsBackends: OperatorBackends<OpsServices> = {
  server: (call) => ({ accounts: accountBackends.server(call), withdrawals: createWithdrawalsClient(call) }),
  database: (db) => ({ accounts: accountBackends.database(db), withdrawals: createWithdrawalOperations(db) }),
};
