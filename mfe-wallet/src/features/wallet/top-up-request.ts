import { safeReturnPath, topUpParams } from '@commons/shared/domain';
import { WalletAmountSchema } from '@commons/shared/schemas';
import * as v from 'valibot';

/** A top-up another screen asked for through the address: the amount to prefill and where to return. */
export interface TopUpRequest {
  amount?: number;
  returnTo?: string;
}

/**
 * The top-up `/wallet?topUp=<amount>&returnTo=<path>` asks for
 * (docs/product-rules.md#money-and-payments), or null when the
 * address asks for none. An amount the form would refuse is left out (the form starts at its
 * default), and so is a way back that is not a path of this site.
 */
export function readTopUpRequest(search: string): TopUpRequest | null {
  const params = new URLSearchParams(search);
  const rawAmount = params.get(topUpParams.amount);
  if (rawAmount === null) return null;
  const amount = v.safeParse(WalletAmountSchema, Number(rawAmount));
  const returnTo = safeReturnPath(params.get(topUpParams.returnTo));
  return {
    ...(amount.success ? { amount: amount.output } : {}),
    ...(returnTo ? { returnTo } : {}),
  };
}
