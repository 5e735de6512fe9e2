import type { Id, ToastOptions } from 'react-toastify';
import { loadedToastLibrary, loadToastLibrary } from './toast-library';

/** The contract's toast lifetimes (docs/product-rules.md#figures-and-limits). */
export const toastDurations = { success: 2000, error: 4000, info: 4000 } as const;

/** At most this many toasts at once (docs/product-rules.md#figures-and-limits). */
export const toastLimit = 20;

type Kind = 'success' | 'error' | 'info' | 'loading';

/** Toasts raised before react-toastify arrived (see toast-library.ts), shown once it has. */
const waiting = new Set<Id>();

/** Shows a toast under the id it is given, now or once react-toastify has loaded. */
function raise(kind: Kind, message: string, options: ToastOptions & { toastId: Id }): Id {
  const library = loadedToastLibrary();
  if (library) return library.toast[kind](message, options);
  waiting.add(options.toastId);
  loadToastLibrary().then(
    ({ toast }) => {
      if (waiting.delete(options.toastId)) toast[kind](message, options);
    },
    (error: unknown) => {
      waiting.delete(options.toastId);
      console.error(`The toast "${message}" could not be shown`, error);
    },
  );
  return options.toastId;
}

const isActive = (id: Id) => waiting.has(id) || (loadedToastLibrary()?.toast.isActive(id) ?? false);

function dismiss(id?: Id) {
  if (id === undefined) waiting.clear();
  else waiting.delete(id);
  loadedToastLibrary()?.toast.dismiss(id);
}

/** The toast showing each message, so that one message is never on screen twice at once. */
const showing = new Map<string, Id>();
let shown = 0;

/**
 * Shows `message` unless a toast of it is still up (a form sent twice would stack the same
 * red toasts). Each toast gets a fresh id: react-toastify keeps a dismissed toast's id until its
 * exit animation ends and drops a new toast under that id, so a message shown again right
 * after its dismissal would never appear.
 */
function showOnce(kind: Exclude<Kind, 'loading'>, message: string, options: ToastOptions): Id {
  const current = showing.get(message);
  if (current !== undefined && isActive(current)) return current;
  shown += 1;
  const id = raise(kind, message, { ...options, toastId: `${message}#${shown}` });
  showing.set(message, id);
  return id;
}

/**
 * The site's toasts, with the contract's lifetimes; one message shows once at a time. They render
 * in the one `<Toasts />` container the host (or a standalone shell) mounts; react-toastify is
 * a federation singleton, so a toast raised in a remote or in the API client shows there.
 * A form scopes its error toasts with `useFormToasts`.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) =>
    showOnce('success', message, { autoClose: toastDurations.success, ...options }),
  error: (message: string, options?: ToastOptions) => showOnce('error', message, { autoClose: toastDurations.error, ...options }),
  info: (message: string, options?: ToastOptions) => showOnce('info', message, { autoClose: toastDurations.info, ...options }),
  /** A toast that stays until dismissed (`notify.dismiss(id)`) or updated. */
  loading: (message: string, options?: ToastOptions) => {
    shown += 1;
    return raise('loading', message, { autoClose: false, ...options, toastId: options?.toastId ?? `loading#${shown}` });
  },
  dismiss,
  /** Dismisses the toast showing `message`, if one is up. */
  dismissMessage: (message: string) => {
    const id = showing.get(message);
    if (id === undefined) return;
    showing.delete(message);
    dismiss(id);
  },
};
