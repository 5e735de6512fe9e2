import { isApiError, leavingFailuresToCaller, newIdempotencyKey, type ApiError } from '@commons/shared/api';
import { notify } from '@commons/shared/ui';
import { useMutation, type MutateOptions, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/** What `useSend` hands the request of one submit. */
export interface SendContext {
  /** The submit's `Idempotency-Key`: pass it to the API call (`{ idempotencyKey }`). */
  idempotencyKey: string;
}

/** `useMutation`'s options, with a `mutationFn` that also gets the submit's idempotency key. */
export type UseSendOptions<TData, TVariables, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  'mutationFn'
> & {
  mutationFn: (variables: TVariables, context: SendContext) => Promise<TData>;
  /**
   * The server's refusals the screen shows in place (a note in the form, a field's error): they
   * get no toast, so no message is shown twice. Every other failure is an error toast.
   */
  shownInPlace?: (error: ApiError) => boolean;
};

/** A sending action (see `useSend`): the mutation's state, without its unguarded `mutate`. */
export type Send<TData, TVariables, TOnMutateResult = unknown> = Omit<
  UseMutationResult<TData, Error, TVariables, TOnMutateResult>,
  'mutate' | 'mutateAsync'
> & {
  /**
   * Submits once: does nothing and returns false while an earlier submit has no answer yet.
   * `variables` may be a function, called only when the submit goes ahead (to open a tab at the
   * click, say, and not on a refused second click). The callbacks are `mutate`'s.
   */
  send: (
    variables: TVariables | (() => TVariables),
    callbacks?: MutateOptions<TData, Error, TVariables, TOnMutateResult>,
  ) => boolean;
  /** True from the submit until its answer: the sending button shows it (`busy`, disabled). */
  busy: boolean;
};

/**
 * The same submitted values give the same text. A file counts by its name, size, type and
 * date; any other object that is not plain data (a window, say) by its kind alone.
 */
function fingerprintOf(variables: unknown): string {
  return (
    JSON.stringify(variables, (_key, value: unknown) => {
      if (typeof Blob !== 'undefined' && value instanceof Blob) {
        const file = value as Partial<File>;
        return { blob: [file.name, value.size, value.type, file.lastModified] };
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const prototype: unknown = Object.getPrototypeOf(value);
      return prototype === Object.prototype || prototype === null ? value : `[${value.constructor.name}]`;
    }) ?? ''
  );
}

/**
 * Whether a failure is the server's answer (a 4xx refusal), after which the same key would
 * only replay it. No reply (status 0), a 5xx or any other failure may not have been acted on
 * yet, or may have been: the retry keeps the key so the server acts at most once.
 */
const answered = (error: unknown): boolean => {
  const status = (error as { name?: unknown; status?: unknown } | null)?.status;
  return (error as Error | null)?.name === 'ApiError' && typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The one way a button sends something that moves money or creates a record, so every click counts
 * once (docs/api.md#idempotency-key): react-query's `useMutation`, plus
 * - one `Idempotency-Key` per submitted form, handed to `mutationFn`: kept while no answer has
 *   come (a network failure, a 5xx), so a retry is the same request to the server; renewed after
 *   an answer (a success or a refusal) and whenever the submitted values change;
 * - a synchronous guard: a second `send` while one is in flight does nothing. `isPending`
 *   alone is not enough: it reaches React a render later, and a double click with no delay
 *   fires both clicks before that render;
 * - `busy`, for the button (`<Button busy={action.busy}>` disables it);
 * - each failure shown once: as an error toast, or only in place when `shownInPlace` says the
 *   screen shows it (docs/api.md#how-input-is-checked-and-errors-reach-the-user).
 * Callbacks given to `send` run before the guard is lifted, so a popup that closes on success
 * is gone before another click can send.
 * @example
 * const withdraw = useSend({ mutationFn: (amount: number, { idempotencyKey }) =>
 *   raiseWithdrawalRequest({ requestedWithdrawalAmount: amount }, { idempotencyKey }) });
 * <Button busy={withdraw.busy} onClick={() => withdraw.send(amount, { onSuccess: close })}>
 */
export function useSend<TData = unknown, TVariables = void, TOnMutateResult = unknown>(
  options: UseSendOptions<TData, TVariables, TOnMutateResult>,
): Send<TData, TVariables, TOnMutateResult> {
  const { mutationFn, shownInPlace, ...mutationOptions } = options;
  const key = useRef<{ key: string; fingerprint: string } | null>(null);
  const inFlight = useRef(false);
  const [claimed, setClaimed] = useState(false);
  const { mutate, mutateAsync: _unguarded, ...state } = useMutation<TData, Error, TVariables, TOnMutateResult>({
    ...mutationOptions,
    // The key was set by `send` before this runs, and stays put while the submit is in flight.
    mutationFn: async (variables) => {
      const idempotencyKey = key.current?.key ?? newIdempotencyKey();
      try {
        return await leavingFailuresToCaller(() => mutationFn(variables, { idempotencyKey }));
      } catch (error) {
        if (isApiError(error) && !shownInPlace?.(error)) notify.error(error.message);
        throw error;
      }
    },
  });

  const send = useCallback<Send<TData, TVariables, TOnMutateResult>['send']>(
    (variablesOrMake, callbacks) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setClaimed(true);
      const variables =
        typeof variablesOrMake === 'function' ? (variablesOrMake as () => TVariables)() : variablesOrMake;
      const fingerprint = fingerprintOf(variables);
      if (key.current?.fingerprint !== fingerprint) key.current = { key: newIdempotencyKey(), fingerprint };
      const release = (error: Error | null) => {
        if (error === null || answered(error)) key.current = null;
        inFlight.current = false;
        setClaimed(false);
      };
      mutate(variables, {
        ...callbacks,
        onSettled: (...settled) => {
          try {
            callbacks?.onSettled?.(...settled);
          } finally {
            release(settled[1]);
          }
        },
      });
      return true;
    },
    [mutate],
  );

  return { ...state, send, busy: claimed || state.isPending };
}
