import type { ReactNode } from 'react';
import { MemoryRouter, type MemoryRouterProps } from 'react-router-dom';
import { RouterNavigation } from '../router-bridge';

/**
 * A router in memory with the navigation the host gives the remotes on top, for a test that
 * renders the host's own parts (navbar, sidebar, routes) rather than one page (`renderPage`).
 */
export function TestRouter({ children, ...props }: MemoryRouterProps & { children: ReactNode }) {
  return (
    <MemoryRouter {...props}>
      <RouterNavigation>{children}</RouterNavigation>
    </MemoryRouter>
  );
}
