import { createQueryClient } from '@commons/shared/query';
import { RouterNavigation } from '@commons/shared/router-bridge';
import { sessionStore } from '@commons/shared/session';
import { CommonsThemeProvider, Toasts } from '@commons/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ForgetOnSignOutElsewhere } from './tab-session';

/**
 * What every page of the site runs inside, remote pages included: they reach these through
 * the shared singletons, so there is one query client, one session store, one router (which
 * remotes reach through `@commons/shared/navigation`), one theme and one toast container for
 * the whole site.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={sessionStore}>
        <CommonsThemeProvider>
          <BrowserRouter>
            <RouterNavigation>
              {children}
              <Toasts />
              <ForgetOnSignOutElsewhere />
            </RouterNavigation>
          </BrowserRouter>
        </CommonsThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
