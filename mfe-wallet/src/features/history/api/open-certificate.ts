import { getConfirmationCertificate } from '@commons/shared/api';
import { useMutation } from '@tanstack/react-query';

/** How long the PDF's object URL lives: long enough for the new tab to load it. */
const objectUrlLifetime = 60_000;

/** Puts the PDF in `tab`, or in a new tab where the browser gave none. */
async function showCertificate({ checkoutId, tab }: { checkoutId: string; tab: Window | null }) {
  try {
    const pdf = await getConfirmationCertificate(checkoutId);
    const url = URL.createObjectURL(pdf);
    setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetime);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Shows a checkout's certificate: the PDF is fetched with the session's token (a plain link
 * could not send it) and opened in a new tab through an object URL (PRODUCT_SPEC section 7:
 * "a PDF shown via a blob link"). The tab opens at the click itself, because browsers block
 * tabs opened after a download; it closes again if the download fails (the client has
 * already toasted why).
 */
export function useOpenCertificate() {
  const mutation = useMutation({ mutationFn: showCertificate });
  return {
    open: (checkoutId: string) => mutation.mutate({ checkoutId, tab: window.open('', '_blank') }),
    isPending: mutation.isPending,
  };
}
