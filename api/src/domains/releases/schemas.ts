import * as v from 'valibot';
import { RemoteNameSchema, requiredText, VersionSchema } from '@commons/shared/schemas';

export { RemoteNameSchema, VersionSchema };

const By = requiredText('by is required', { max: 100 });

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
  activate: v.object({ name: RemoteNameSchema, version: VersionSchema, by: By }),
  rollback: v.object({ name: RemoteNameSchema, by: By }),
  list: v.object({ name: v.optional(RemoteNameSchema) }),
  status: v.object({}),
} as const;

export type OperatorCommand = keyof typeof OperatorSchemas;
