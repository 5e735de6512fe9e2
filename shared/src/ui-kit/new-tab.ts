/**
 * Opens a blank tab now, while the user's click is still on the stack, so no popup blocker
 * stops it; its address comes later (`showInTab`). The tab is cut off from this window
 * (`opener = null`) before it shows anything. It is not opened with `noopener`: such a tab
 * starts with an empty sessionStorage, where the session lives, so a page of this site opened
 * in it (the payment provider's return to /successful-payment) would find the user signed out.
 * Null when the browser blocked the tab.
 */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * Waits for `address` (a reply that names the page: a payment page, a PDF's object URL) and
 * sends `tab` there; resolves with the address, so a caller whose tab was blocked can still
 * offer it. When the reply fails the waiting tab is closed again and the failure passed on
 * (the API client has already toasted why).
 */
export async function showInTab(tab: Window | null, address: () => Promise<string>): Promise<string> {
  try {
    const url = await address();
    if (tab) tab.location.href = url;
    return url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
