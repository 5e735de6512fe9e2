import { startTabHandoff } from '@commons/shared/session';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { SiteRoutes } from './app/site-routes';
import { CanaryBanner } from './remotes/canary-banner';
import { listenForPageExit } from './remotes/health-reporter';
import { prerenderedPageReady } from './remotes/prerendered-page';
import { remotesReady } from './remotes/registry';
import { startWebVitals } from './remotes/web-vitals';

// Load reports queued when the tab is hidden or closed go out in one beacon.
listenForPageExit();
// LCP, INP and CLS per remote version, with the load reports (docs/releases.md#web-vitals).
startWebVitals();
// The registry is on its way since index.ts; remote pages wait for it when they load.
remotesReady().catch((error: unknown) => console.error('No release registry is available', error));

// Before the first render, so a guard of a new tab already knows an open tab is being asked for
// the session (docs/product-rules.md#signing-in-across-tabs) and waits for it instead of sending
// to login.
startTabHandoff();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// As a transition, React renders the first page in slices of a few milliseconds and lets the
// browser run between them, instead of in one long task that blocks input (total
// blocking time on a phone); the boot text, or the page drawn in the HTML, stays on screen until
// the page is complete.
void prerenderedPageReady(container).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <SiteRoutes />
          <CanaryBanner />
        </Providers>
      </StrictMode>,
    ),
  ),
);
