import { useTabHandoff } from '@commons/shared/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * When another tab signs out, this tab forgets the replies it cached for that user too, as its
 * own sign-out does (the guards meanwhile send it to login).
 */
export function ForgetOnSignOutElsewhere() {
  const queryClient = useQueryClient();
  const { signedOutElsewhere } = useTabHandoff();
  useEffect(() => {
    if (signedOutElsewhere) queryClient.clear();
  }, [signedOutElsewhere, queryClient]);
  return null;
}
