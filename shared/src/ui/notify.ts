import { toast, type ToastOptions } from 'react-toastify';

/** Toast lifetimes of PRODUCT_SPEC section 9. */
export const toastDurations = { success: 2000, error: 4000, info: 4000 } as const;

/** At most this many toasts at once (section 9). */
export const toastLimit = 20;

/**
 * The site's toasts, with the spec's lifetimes. They render in the one `<Toasts />` container
 * the host (or a standalone shell) mounts; react-toastify is a federation singleton, so a toast
 * raised in a remote or in the API client shows there.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) =>
    toast.success(message, { autoClose: toastDurations.success, ...options }),
  error: (message: string, options?: ToastOptions) => toast.error(message, { autoClose: toastDurations.error, ...options }),
  info: (message: string, options?: ToastOptions) => toast.info(message, { autoClose: toastDurations.info, ...options }),
  /** A toast that stays until dismissed (`notify.dismiss(id)`) or updated. */
  loading: (message: string, options?: ToastOptions) => toast.loading(message, { autoClose: false, ...options }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
