import { registryElementId } from '@commons/shared/domain';
import type { Serving } from '../releases/serving';
import { registryForEveryBrowser } from '../releases/remote-registry';
import type { VersionScreens } from '../releases/version-screens';

/**
 * The release registry written into a site page, as the `<script type="application/json">` the host
 * reads before it would ask `/registry/remotes.json` (host/src/remotes/registry.ts): the page's
 * remote then starts loading as soon as the host's first script runs, a round trip sooner
 * (docs/performance.md). Only when every browser gets the same registry: none while a rollout is in
 * progress (a browser's version depends on its id); the caller writes none for an address that
 * starts a canary. A data block, never run, so the page's script policy does not apply to it; `<`
 * is escaped so no text in it can end the element.
 */
export async function registryScript(remotes: Serving[], screens: VersionScreens): Promise<string> {
  const registry = await registryForEveryBrowser(remotes, screens);
  if (!registry) return '';
  const json = JSON.stringify(registry).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${registryElementId}">${json}</script>`;
}
