import { AcceptInvitationSchema } from '@commons/shared/schemas';
import * as v from 'valibot';

/** Said under the second password when the two differ. */
export const passwordsDifferMessage = 'The two passwords are not the same';

/**
 * The invitation form: the accept call's password and code (the token comes from the link), and
 * the password typed again, so a typo does not lock the person out of an account they just made.
 */
export const InvitationFormSchema = v.pipe(
  v.object({ ...v.omit(AcceptInvitationSchema, ['token']).entries, confirm: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], ({ password, confirm }) => password === confirm, passwordsDifferMessage),
    ['confirm'],
  ),
);
export type InvitationFormInput = v.InferInput<typeof InvitationFormSchema>;
export type InvitationForm = v.InferOutput<typeof InvitationFormSchema>;
