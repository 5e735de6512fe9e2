import type { ActivationAction } from '@commons/shared/domain';

/**
 * Replays a remote's switches (oldest first) into the stack of versions rollback walks down:
 * activate pushes, rollback pops. The top is live, the one below is where rollback goes, so
 * activating A, B, C then rolling back twice lands on A.
 */
export function activationStack(history: { version: string; action: ActivationAction }[]): string[] {
  const stack: string[] = [];
  for (const { version, action } of history) {
    if (action === 'rollback') stack.pop();
    else stack.push(version);
  }
  return stack;
}
