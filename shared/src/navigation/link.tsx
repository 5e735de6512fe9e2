import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useNavigation } from './navigation';

/** Props of `Link`: an anchor's, with `to` for its `href` and how to navigate there. */
export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
const leavesThePage = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== undefined && target !== '_self');

/**
 * A link inside the site: a real anchor (it opens in a new tab, and shows its address), which
 * navigates in the page on a plain click instead of loading the site again.
 */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const { navigate } = useNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || leavesThePage(event, target)) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...props} href={to} target={target} onClick={follow} />;
}
