import { createContext, useContext } from 'react';
import type { SiteRoute } from './route-table';

/** The routes of this page load, for the parts of the shell that list them (sidebar, navbar). */
export const RouteTableContext = createContext<readonly SiteRoute[]>([]);

export const useRouteTable = () => useContext(RouteTableContext);
