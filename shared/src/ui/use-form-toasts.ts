import { useCallback, useEffect, useMemo, useRef } from 'react';
import { notify } from './notify';

/**
 * A failure the API client has already toasted (`ApiError`), told by name: `@commons/shared/api`
 * is a federation entry of its own, and importing its class here would add a second copy.
 */
const isToastedFailure = (error: unknown): error is Error => error instanceof Error && error.name === 'ApiError';

/** The error toasts of one form (see `useFormToasts`). */
export interface FormToasts {
  /** Replaces the form's toasts with one error toast per message, in order: a refused submit. */
  show: (messages: readonly string[]) => void;
  /**
   * Makes a failure the API client has already toasted the form's, so it goes with the rest
   * (pass it as a mutation's `onError`). Errors that were never toasted are left alone.
   */
  adopt: (error: unknown) => void;
  /** Dismisses the form's toasts: call it as a submit starts, valid or not. */
  clear: () => void;
}

/**
 * How a form tells the user something went wrong
 * (docs/api.md#how-input-is-checked-and-errors-reach-the-user), so every form behaves alike: a
 * field's problem is shown at its field, and the error toasts the form raises or adopts are its
 * own. They are replaced when the form is sent again and dismissed when it leaves the screen (a
 * page change, a popup closing), so no stale toast says "Name is required" over a filled name or
 * follows the user to the next page. A failure that arrives after the form has gone is dismissed at
 * once.
 */
export function useFormToasts(): FormToasts {
  const own = useRef(new Set<string>());
  const gone = useRef(false);
  const clear = useCallback(() => {
    for (const message of own.current) notify.dismissMessage(message);
    own.current.clear();
  }, []);

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      clear();
    };
  }, [clear]);

  return useMemo(() => {
    const keep = (message: string) => (gone.current ? notify.dismissMessage(message) : own.current.add(message));
    return {
      show: (messages) => {
        clear();
        for (const message of messages) {
          notify.error(message);
          keep(message);
        }
      },
      adopt: (error) => {
        if (isToastedFailure(error)) keep(error.message);
      },
      clear,
    };
  }, [clear]);
}
