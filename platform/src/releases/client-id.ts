import * as v from 'valibot';
import { rolloutClientParam } from '@commons/shared/domain';
import { badRequest } from '@commons/server-kernel/errors';

const ClientIdSchema = v.pipe(v.string(), v.uuid());

/**
 * The `client` query parameter of `GET /registry/remotes.json`: the random UUID the host keeps
 * in localStorage to pick its rollout buckets. Absent: no rollout (the live versions).
 */
export function parseClientId(query: unknown): string | null {
  const raw = (query as Record<string, unknown> | undefined)?.[rolloutClientParam];
  if (raw === undefined) return null;
  const result = v.safeParse(ClientIdSchema, raw);
  if (!result.success) throw badRequest(`${rolloutClientParam} must be a random UUID, as the site makes one`);
  return result.output.toLowerCase();
}
