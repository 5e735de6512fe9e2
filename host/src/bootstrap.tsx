import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { SiteRoutes } from './app/site-routes';
import { CanaryBanner } from './remotes/canary-banner';
import { listenForPageExit } from './remotes/health-reporter';
import { remotesReady } from './remotes/registry';

// Load reports queued when the tab is hidden or closed go out in one beacon.
listenForPageExit();
// The registry is on its way since index.ts; remote pages wait for it when they load.
remotesReady().catch((error: unknown) => console.error('No release registry is available', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Providers>
      <SiteRoutes />
      <CanaryBanner />
    </Providers>
  </StrictMode>,
);
