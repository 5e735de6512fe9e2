import { requestTwoFactorRecovery } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { TwoFactorRecoveryRequest } from '@commons/shared/schemas';

/** Asks the staff to turn two-factor off after the second factor was lost (docs/product-rules.md#losing-the-second-factor). */
export const useRequestTwoFactorRecovery = () =>
  useSend({ mutationFn: (body: TwoFactorRecoveryRequest) => requestTwoFactorRecovery(body) });
