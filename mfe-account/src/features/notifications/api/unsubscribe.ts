import { resubscribeNotice, unsubscribeNotice } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { UnsubscribeResult } from '@commons/shared/schemas';
import { useMutation } from '@tanstack/react-query';

/** Stops the kind the link names; run once when the landing page opens (a repeat changes nothing). */
export const useUnsubscribe = () =>
  useMutation<UnsubscribeResult, Error, string>({ mutationFn: (token) => unsubscribeNotice(token) });

/** The landing page's "turn it back on" button. */
export const useResubscribe = () => useSend({ mutationFn: (token: string) => resubscribeNotice(token) });
