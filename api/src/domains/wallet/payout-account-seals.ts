import type { BankAccount } from '@commons/shared/schemas';
import { createSecretBox, type SecretKeys } from '../../lib/secret-box';

export type PayoutSeals = ReturnType<typeof createPayoutSeals>;

/**
 * A bank account's full details as kept (docs/configuration.md#secrets-at-rest): sealed with
 * `SECRETS_KEY`, bound to `context` (the owner's id for the payout account, the request's id for
 * a withdrawal's copy), so a value copied to another row does not open.
 */
export function createPayoutSeals(keys: SecretKeys) {
  const box = createSecretBox(keys);
  return {
    seal: (account: BankAccount, context: string): string => box.seal(JSON.stringify(account), context),
    open: (sealed: string, context: string): BankAccount => JSON.parse(box.open(sealed, context)) as BankAccount,
  };
}
