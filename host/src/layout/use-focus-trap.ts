import { useCallback, type KeyboardEvent, type RefObject } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `container` while it is open over the page, so keyboard users
 * do not wander behind the backdrop. Returns the container's keydown handler.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>) {
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !container.current) return;
      const items = [...container.current.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
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
