import * as v from 'valibot';
import type { RemoteName } from '@commons/shared/domain';
import { badRequest } from '../../errors';
import { RemoteNameSchema, VersionSchema } from './schemas';

/** A published version a release engineer loads in their own tab before activating it. */
export interface Canary {
  name: RemoteName;
  version: string;
}

const parseOne = (raw: string): Canary => {
  // A `+` typed into an address arrives as a space, and versions never hold spaces.
  const value = raw.trim().replaceAll(' ', '+');
  const at = value.indexOf('@');
  if (at <= 0) throw badRequest(`remote must look like carbon@1.3.0, got "${raw}"`);
  const name = v.safeParse(RemoteNameSchema, value.slice(0, at));
  if (!name.success) throw badRequest(name.issues[0].message);
  const version = v.safeParse(VersionSchema, value.slice(at + 1));
  if (!version.success) throw badRequest(version.issues[0].message);
  return { name: name.output, version: version.output };
};

/**
 * The `remote` query parameter of `GET /registry/remotes.json`: `carbon@1.3.0`, repeated or
 * comma-separated, at most one version per remote. Only names and versions: the server alone
 * turns them into URLs, so a canary can never point the site at another address.
 */
export function parseCanaries(query: unknown): Canary[] {
  const raw = (query as { remote?: unknown } | undefined)?.remote;
  if (raw === undefined) return [];
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
    typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : [String(value)],
  );
  const canaries = values.map(parseOne);
  const twice = canaries.find((canary, index) => canaries.findIndex((c) => c.name === canary.name) !== index);
  if (twice) throw badRequest(`remote ${twice.name} is named twice; choose one version per remote`);
  return canaries;
}
