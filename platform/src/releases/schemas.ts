import * as v from 'valibot';
import { RemoteNameSchema, requiredText, RolloutPercentSchema, VersionSchema } from '@commons/shared/schemas';

export { RemoteNameSchema, VersionSchema };

const By = requiredText('by is required', { max: 100 });
const Force = v.optional(v.boolean('force must be true or false'), false);
const Reason = v.optional(requiredText('reason must not be empty', { max: 200 }));

/** Bodies of `POST /api/operator/releases/<command>`, the CLI's calls while a server runs. */
export const OperatorSchemas = {
  publish: v.object({
    name: RemoteNameSchema,
    version: VersionSchema,
    contentHash: v.pipe(
      v.string('contentHash is required'),
      v.regex(/^[0-9a-f]{64}$/, 'contentHash must be sha256 hex'),
    ),
    by: By,
  }),
  activate: v.object({ name: RemoteNameSchema, version: VersionSchema, by: By, force: Force, reason: Reason }),
  rollback: v.object({ name: RemoteNameSchema, by: By, force: Force, reason: Reason }),
  rollout: v.object({ name: RemoteNameSchema, version: VersionSchema, percent: RolloutPercentSchema, by: By, force: Force, reason: Reason }),
  promote: v.object({ name: RemoteNameSchema, by: By, force: Force, reason: Reason }),
  abort: v.object({ name: RemoteNameSchema, by: By, reason: Reason }),
  freeze: v.object({ name: RemoteNameSchema, by: By, reason: requiredText('reason is required: say why you freeze the remote', { max: 200 }) }),
  unfreeze: v.object({ name: RemoteNameSchema, by: By, reason: requiredText('reason is required: say why you unfreeze the remote', { max: 200 }) }),
  list: v.object({ name: v.optional(RemoteNameSchema) }),
  status: v.object({}),
} as const;

export type OperatorCommand = keyof typeof OperatorSchemas;
