import { useCallback, type KeyboardEvent, type RefObject } from 'react';

/** What Tab can reach: links, enabled form controls and anything with a non-negative tabindex. */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in document order. */
export const focusableIn = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(focusable));

/**
 * Keeps Tab and Shift+Tab inside `container` while it is open over the page (a modal, the
 * sidebar), so keyboard users do not wander behind the backdrop: Tab on the last element goes
 * to the first and Shift+Tab on the first to the last. Returns the container's keydown handler.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>) {
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !container.current) return;
      const items = focusableIn(container.current);
      const first = items[0];
      const last = items.at(-1);
      // Nothing to reach inside: focus stays where it is rather than leaving the container.
      if (!first || !last) return event.preventDefault();
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [container],
  );
}
