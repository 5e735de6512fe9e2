import type { StaffRole } from '@commons/shared/schemas';
import type { SiteRoute } from '../app/route-table';
import type { SidebarLink } from './sidebar-links';

/**
 * The console's links for a staff role: every console screen with a `sidebar` entry whose staff
 * guard admits the role, in declared order. The server checks the role again on every call.
 */
export function consoleLinksFor(routes: readonly SiteRoute[], role: StaffRole): SidebarLink[] {
  return routes
    .flatMap(({ path, frame, access, sidebar }) =>
      frame === 'console' && sidebar && access.guard === 'staff' && access.roles.includes(role) ? [{ to: path, label: sidebar.label, order: sidebar.order }] : [],
    )
    .sort((a, b) => a.order - b.order)
    .map(({ to, label }) => ({ to, label }));
}

