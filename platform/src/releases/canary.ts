import * as v from 'valibot';
import type { RemoteName } from '@commons/shared/domain';
import { badRequest } from '@commons/server-kernel/errors';
import { RemoteNameSchema, VersionSchema } from './schemas';

/**
 * A published version a release engineer loads in their own tab before activating it, or, in
 * development mode only, a remote team's local dev server (`devUrl`, its `mf-manifest.json`).
 */
export interface Canary {
  name: RemoteName;
  version: string;
  devUrl?: string;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A dev server's manifest on this machine: http(s), loopback only, so no page is pointed elsewhere. */
function devCanary(name: RemoteName, raw: string, allowDev: boolean): Canary {
  if (!allowDev) throw badRequest('a dev server address is only accepted when the server runs in development mode');
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || !loopbackHosts.has(url.hostname)) {
    throw badRequest(`a dev server must be on this machine, such as http://localhost:3002/mf-manifest.json, got "${raw}"`);
  }
  return { name, version: 'dev', devUrl: url.href };
}

const parseOne = (raw: string, allowDev: boolean): Canary => {
  const at = raw.trim().indexOf('@');
  if (at <= 0) throw badRequest(`remote must look like carbon@1.3.0, got "${raw}"`);
  const name = v.safeParse(RemoteNameSchema, raw.trim().slice(0, at));
  if (!name.success) throw badRequest(name.issues[0].message);
  const target = raw.trim().slice(at + 1);
  if (/^https?:\/\//i.test(target)) return devCanary(name.output, target, allowDev);
  // A `+` typed into an address arrives as a space, and versions never hold spaces.
  const version = v.safeParse(VersionSchema, target.replaceAll(' ', '+'));
  if (!version.success) throw badRequest(version.issues[0].message);
  return { name: name.output, version: version.output };
};

/** The query parameter naming canaries, on the registry's address and on a page's (`?remote=carbon@1.3.0`). */
export const canaryParam = 'remote';

/**
 * The `remote` query parameter of `GET /registry/remotes.json`: `carbon@1.3.0`, repeated or
 * comma-separated, at most one version per remote. Only names and versions: the server alone
 * turns them into URLs, so a canary can never point the site at another address (but for a
 * loopback dev server when `allowDev`, the server's development mode).
 */
export function parseCanaries(query: unknown, allowDev = false): Canary[] {
  const raw = (query as Record<string, unknown> | undefined)?.[canaryParam];
  if (raw === undefined) return [];
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
    typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : [String(value)],
  );
  const canaries = values.map((value) => parseOne(value, allowDev));
  const twice = canaries.find((canary, index) => canaries.findIndex((c) => c.name === canary.name) !== index);
  if (twice) throw badRequest(`remote ${twice.name} is named twice; choose one version per remote`);
  return canaries;
}
