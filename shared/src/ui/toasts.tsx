import { ToastContainer } from 'react-toastify';
import { toastDurations, toastLimit } from './notify';

/**
 * The one toast container of the site (react-toastify injects its own styles). Errors and
 * neutral toasts last 4 s by default; `notify` sets the other lifetimes.
 */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={toastDurations.error}
      limit={toastLimit}
      closeOnClick
      pauseOnFocusLoss={false}
      theme="light"
    />
  );
}
