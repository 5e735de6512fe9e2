import { acceptConsoleInvitation } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { AcceptInvitation } from '@commons/shared/schemas';

/** Accepts the invitation: the password, and the app's current code proving the enrolment. */
export const useAcceptInvitation = () => useSend({ mutationFn: (body: AcceptInvitation) => acceptConsoleInvitation(body) });
