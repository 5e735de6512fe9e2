import type { SiteRoute } from '../app/route-table';
import { useRouteTable } from '../app/route-table-context';
import { offers, useCaller } from '../guards/use-caller';

export interface SidebarLink {
  to: string;
  label: string;
}

/** The sidebar's links: every declared entry the user's guard admits, in their declared order. */
export function sidebarLinksFor(routes: readonly SiteRoute[], caller: Parameters<typeof offers>[0]): SidebarLink[] {
  return routes
    .flatMap((route) => (route.sidebar && offers(caller, route) ? [{ to: route.path, label: route.sidebar.label, order: route.sidebar.order }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ to, label }) => ({ to, label }));
}

/** The sidebar's links for the signed-in user, from this page load's routes. */
export function useSidebarLinks(): SidebarLink[] {
  return sidebarLinksFor(useRouteTable(), useCaller());
}
