import {
  createAccountOperations,
  type AccountOperations,
  type AccountSummary,
} from '../domains/users/account-operations';
import type { OperatorBackends } from './operator-connection';
import type { OperatorCall } from './operator-http';

/** The account operations through a running server's operator endpoint. */
export function createAccountsClient(call: OperatorCall): AccountOperations {
  return {
    list: async (status) => (await call<{ accounts: AccountSummary[] }>('accounts/list', { status })).accounts,
    changeStatus: (email, action) => call(`accounts/${action}`, { email }),
  };
}

/** The account operations for `connectOperator`: over HTTP or on the database. */
export const accountBackends: OperatorBackends<AccountOperations> = {
  server: createAccountsClient,
  database: createAccountOperations,
};
