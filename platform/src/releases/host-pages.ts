import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';

/** The file the host's build writes its own pages to (host/src/app/host-screens.ts). */
export const hostPagesFile = 'host-pages.json';

/** What the server needs of a host page: where it lives and how the site names it. */
const HostPageSchema = v.object({
  path: v.string(),
  title: v.string(),
  description: v.optional(v.string()),
});
export type HostPage = v.InferOutput<typeof HostPageSchema>;

/**
 * The host's own pages from `<hostDist>/host-pages.json`, read again whenever the file changes
 * (the host may be rebuilt under a running server); one `stat` per call otherwise. A host build
 * without the file, or with one that is not a list of pages, declares no pages.
 */
export function createHostPages(hostDist: string): () => Promise<HostPage[]> {
  const file = path.join(hostDist, hostPagesFile);
  let cached: { mtimeMs: number; size: number; pages: HostPage[] } | null = null;

  return async () => {
    const found = await stat(file).catch(() => null);
    if (!found) return [];
    if (cached && cached.mtimeMs === found.mtimeMs && cached.size === found.size) return cached.pages;
    const text = await readFile(file, 'utf8').catch(() => null);
    const parsed = v.safeParse(v.array(HostPageSchema), text === null ? null : safeJson(text));
    cached = { mtimeMs: found.mtimeMs, size: found.size, pages: parsed.success ? parsed.output : [] };
    return cached.pages;
  };
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
