import { createContext, useContext } from 'react';

/** Where the page is: the parts of the address a screen reads, and the state it was sent with. */
export interface NavigationLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** How to go somewhere: `replace` swaps the current history entry; `state` goes with it. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * The host's router as the remotes see it. The router itself (react-router) lives in the host
 * only, so it is built there once and tree-shaken, instead of shipping whole to every page as a
 * federation singleton (61 KB gzip on every cold load, measured); remotes reach it through this
 * interface, which the host provides (`@commons/shared/router-bridge`).
 */
export interface Navigation {
  location: NavigationLocation;
  /** The parameters of the route the page is drawn for (`/verify/:checkoutId`). */
  params: Readonly<Record<string, string | undefined>>;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

/** Gives the screens below the host's router; the host, a standalone shell and `renderPage` mount it. */
export const NavigationProvider = NavigationContext.Provider;

/** The router of the page; refuses to run outside one, as react-router's hooks do. */
export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationProvider: the host, a standalone shell or renderPage gives one');
  return navigation;
}

export const useNavigate = () => useNavigation().navigate;
export const useLocation = () => useNavigation().location;
export const useParams = () => useNavigation().params;
