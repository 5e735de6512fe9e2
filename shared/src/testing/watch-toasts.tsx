import { render } from '@testing-library/react';
import { toast, type Id } from 'react-toastify';
import { onTestFinished } from 'vitest';
import { Toasts } from '../ui/toasts';
import './toasts-ready';

/**
 * Mounts the site's toast container, as the host does, and reports the toasts it shows right
 * now as a user would read them: a dismissed toast counts as gone at once, without waiting for
 * its exit animation (which jsdom never plays to its end).
 */
export function watchToasts(): { showing: () => string[] } {
  // Toasts raised while no container was mounted wait in a queue; they belong to other tests.
  toast.dismiss();
  const showing = new Map<Id, string>();
  const unsubscribe = toast.onChange(({ id, status, content }) => {
    if (status === 'removed') showing.delete(id);
    else showing.set(id, String(content));
  });
  const view = render(<Toasts />);
  onTestFinished(() => {
    unsubscribe();
    view.unmount();
  });
  return { showing: () => [...showing.values()] };
}
