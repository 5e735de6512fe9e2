import { getConfirmationCertificate } from '@commons/shared/api';
import { openBlankTab, showInTab } from '@commons/shared/ui-kit';
import { useMutation } from '@tanstack/react-query';

/** How long the PDF's object URL lives: long enough for the new tab to load it. */
const objectUrlLifetime = 60_000;

/** The PDF as an object URL that frees itself once the tab has had time to load it. */
async function certificateUrl(checkoutId: string): Promise<string> {
  const url = URL.createObjectURL(await getConfirmationCertificate(checkoutId));
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetime);
  return url;
}

/** Puts the PDF in `tab`, or in a new tab where the browser gave none. */
async function showCertificate({ checkoutId, tab }: { checkoutId: string; tab: Window | null }) {
  const url = await showInTab(tab, () => certificateUrl(checkoutId));
  if (!tab) window.open(url, '_blank');
}

/**
 * Shows a checkout's certificate: the PDF is fetched with the session's token (a plain link
 * could not send it) and opened in a new tab through an object URL (docs/product-rules.md#calls:
 * "a PDF shown via a blob link"). The tab opens at the click itself, because browsers block
 * tabs opened after a download; it closes again if the download fails (the client has
 * already toasted why). The wallet's Checkout history and Carbon Credits both open them here.
 */
export function useOpenCertificate() {
  const mutation = useMutation({ mutationFn: showCertificate });
  return {
    open: (checkoutId: string) => mutation.mutate({ checkoutId, tab: openBlankTab() }),
    isPending: mutation.isPending,
  };
}
