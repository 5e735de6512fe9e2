import { measurePassword } from '@commons/shared/password-strength';
import { describeIssues } from '@commons/shared/schemas';
import { badRequest } from '@commons/server-kernel/errors';

/**
 * Refuses a new password the rule refuses (docs/product-rules.md#passwords) with a 400 naming
 * `field`, as a schema's refusal reads. The schemas check its length; the common-password lists
 * are too heavy for them, so every service that sets a password calls this first.
 */
export async function requireStrongPassword(field: string, password: string, userInputs: string[]): Promise<void> {
  const { problem } = await measurePassword(password, userInputs);
  if (problem) throw badRequest(describeIssues([{ field, message: problem }]));
}

/** Whether a password that just signed in fails today's rule, so its owner is asked to change it. */
export const failsPasswordRule = async (password: string, userInputs: string[]): Promise<boolean> =>
  (await measurePassword(password, userInputs)).problem !== null;
