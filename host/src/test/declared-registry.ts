import { parseRemoteScreens, type RemoteScreens } from '@commons/shared/schemas';
import { buildRouteTable } from '../app/route-table';
import type { Registry } from '../remotes/registry';

// Tests only: the remotes' own declarations, read as data (Vite's glob), never imported by the
// host's build, which learns them from the registry at run time.
/** Vite's `import.meta.glob`, typed here: the host does not depend on Vite's client types. */
interface GlobMeta {
  glob<T>(pattern: string, options: { eager: true; import: string }): Record<string, T>;
}
const declarations = (import.meta as unknown as GlobMeta).glob<RemoteScreens>('../../../mfe-*/src/screens.ts', { eager: true, import: 'screens' });

/** A registry of every remote at 1.0.0 with the screens its source declares today. */
export const declaredRegistry: Registry = {
  remotes: Object.values(declarations).map((declaration) => {
    const parsed = parseRemoteScreens(declaration);
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    const { remote, screens } = parsed.value;
    return { name: remote, version: '1.0.0', entry: `/remotes/${remote}/1.0.0/mf-manifest.json`, channel: 'live', screens };
  }),
};

/** The site's routes as the declarations of today's remotes make them. */
export const routeTable = buildRouteTable(declaredRegistry);

/** The routes the customers' guard decides (`decideRoute`): every one but the staff screens, which have the staff guard. */
export const customerRouteTable = routeTable.flatMap((route) => (route.access.guard === 'staff' ? [] : [{ ...route, access: route.access }]));
