import { RouterNavigation } from '@commons/shared/router-bridge';
import { CommonsThemeProvider, Toasts } from '@commons/shared/ui';
import { createQueryClient } from '@commons/shared/query';
import { sessionStore } from '@commons/shared/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';

/** One screen of a remote, mounted at `path` when the remote runs on its own. */
export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

const DevBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 14px;
  padding: 10px 20px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.85rem;
  a { color: ${({ theme }) => theme.colors.accent}; text-decoration: none; }
  a.active { color: ${({ theme }) => theme.colors.onPrimary}; text-decoration: underline; }
`;

/**
 * A remote's own minimal shell for its team: the providers the host gives it in the composed
 * site (query client, session store, theme, router, toasts), a bar linking its screens, and
 * its routes. Guards are the host's, so none apply here.
 */
export function StandaloneShell({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  const [queryClient] = useState(createQueryClient);
  const first = routes[0]?.path ?? '/';
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={sessionStore}>
        <CommonsThemeProvider>
          <BrowserRouter>
            <DevBar aria-label={`${name} screens`}>
              <strong>{name} (standalone)</strong>
              {routes.map(({ path }) => (
                <NavLink key={path} to={path}>
                  {path}
                </NavLink>
              ))}
            </DevBar>
            <Routes>
              {routes.map(({ path, element }) => (
                <Route key={path} path={path} element={<RouterNavigation>{element}</RouterNavigation>} />
              ))}
              <Route path="*" element={<Navigate to={first} replace />} />
            </Routes>
            <Toasts />
          </BrowserRouter>
        </CommonsThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
