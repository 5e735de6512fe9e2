import { registerPlugins } from '@module-federation/enhanced/runtime';
import { preloadStaticPage } from './app/static-pages';
import { preloadPage } from './remotes/preload-page';
import { markFailed } from './remotes/remote-failures';
import { remoteLoadingPlugin } from './remotes/remote-loading-plugin';

// Before the async boundary only what shares nothing with the remotes runs (no React): the
// runtime's loading bounds, then the registry and this address's remote page (or the host's page of
// text) start to download beside the shared libraries, instead of after them (docs/performance.md:
// one round trip of the registry, one of the manifest and one of the page's chunks less before the
// first paint). Each step after the runtime's set-up runs in a task of its own, so the browser
// paints and answers input between them: as one task, this script ran for about 125 ms on a slow
// 2-core machine (500 ms with 4x CPU throttling), the longest task of a cold load.
registerPlugins([remoteLoadingPlugin(markFailed)]);
const path = window.location.pathname;
setTimeout(() => preloadPage(path));
setTimeout(() => preloadStaticPage(path));

// The async boundary: Module Federation negotiates the shared singletons before bootstrap runs.
setTimeout(() => void import('./bootstrap'));
