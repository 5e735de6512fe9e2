import type { ActivationAction } from '@commons/shared/domain';

/** The actions that change a remote's live version; rollout and abort only change who gets a rollout. */
export const liveActions = ['activate', 'rollback', 'promote'] as const satisfies readonly ActivationAction[];

export const changesLive = (action: ActivationAction): boolean => (liveActions as readonly string[]).includes(action);

/**
 * Replays a remote's changes (oldest first) into the stack of versions rollback walks down:
 * activate and promote push, rollback pops, rollout and abort leave it alone. The top is live,
 * the one below is where rollback goes, so activating A, B, C then rolling back twice lands on A.
 */
export function activationStack(history: { version: string; action: ActivationAction }[]): string[] {
  const stack: string[] = [];
  for (const { version, action } of history) {
    if (action === 'rollback') stack.pop();
    else if (changesLive(action)) stack.push(version);
  }
  return stack;
}
