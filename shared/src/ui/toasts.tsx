import { cspNonce } from './csp-nonce';
import { theme } from './theme';
import { toastDurations, toastLimit } from './notify';
import { useToastLibrary } from './toast-library';

/**
 * The one toast container of the site (react-toastify injects its own styles, with the page's
 * style nonce so its content security policy accepts them), mounted once the
 * first toast has loaded the library, at the top right under the navbar. Errors and neutral toasts last 4 s by default; `notify`
 * sets the other lifetimes.
 */
export function Toasts() {
  const library = useToastLibrary();
  if (!library) return <></>;
  const { ToastContainer } = library;
  return (
    <ToastContainer
      position="top-right"
      autoClose={toastDurations.error}
      limit={toastLimit}
      closeOnClick
      pauseOnFocusLoss={false}
      theme="light"
      nonce={cspNonce()}
      // Below the navbar, never over the user's name or the Register button.
      style={{ top: `calc(${theme.layout.navbarHeight} + 8px)` }}
    />
  );
}
