import { changeAccountStatus } from '@commons/shared/api';
import type { AccountReview } from '@commons/shared/schemas';
import { useReviewSend } from './use-review-send';

/** Approves, rejects, suspends or reinstates an account with a reason. */
export const useChangeAccountStatus = () =>
  useReviewSend(({ email, ...body }: AccountReview & { email: string }) => changeAccountStatus(email, body));
