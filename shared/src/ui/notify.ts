import { toast, type Id, type ToastOptions } from 'react-toastify';

/** Toast lifetimes of PRODUCT_SPEC section 9. */
export const toastDurations = { success: 2000, error: 4000, info: 4000 } as const;

/** At most this many toasts at once (section 9). */
export const toastLimit = 20;

/** The toast showing each message, so that one message is never on screen twice at once. */
const showing = new Map<string, Id>();
let shown = 0;

/**
 * Shows `message` unless a toast of it is still up (issue 8: a form sent twice stacked the same
 * red toasts). Each toast gets a fresh id: react-toastify keeps a dismissed toast's id until its
 * exit animation ends and drops a new toast under that id, so a message shown again right
 * after its dismissal would never appear.
 */
function showOnce(show: (message: string, options: ToastOptions) => Id, message: string, options: ToastOptions): Id {
  const current = showing.get(message);
  if (current !== undefined && toast.isActive(current)) return current;
  shown += 1;
  const id = show(message, { toastId: `${message}#${shown}`, ...options });
  showing.set(message, id);
  return id;
}

/**
 * The site's toasts, with the spec's lifetimes; one message shows once at a time. They render
 * in the one `<Toasts />` container the host (or a standalone shell) mounts; react-toastify is
 * a federation singleton, so a toast raised in a remote or in the API client shows there.
 * A form scopes its error toasts with `useFormToasts`.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) =>
    showOnce(toast.success, message, { autoClose: toastDurations.success, ...options }),
  error: (message: string, options?: ToastOptions) =>
    showOnce(toast.error, message, { autoClose: toastDurations.error, ...options }),
  info: (message: string, options?: ToastOptions) =>
    showOnce(toast.info, message, { autoClose: toastDurations.info, ...options }),
  /** A toast that stays until dismissed (`notify.dismiss(id)`) or updated. */
  loading: (message: string, options?: ToastOptions) => toast.loading(message, { autoClose: false, ...options }),
  dismiss: (id?: Id) => toast.dismiss(id),
  /** Dismisses the toast showing `message`, if one is up. */
  dismissMessage: (message: string) => {
    const id = showing.get(message);
    if (id === undefined) return;
    showing.delete(message);
    toast.dismiss(id);
  },
};
