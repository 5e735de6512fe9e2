import * as v from 'valibot';
import { remoteNames } from '@commons/shared/domain';
import { requiredText } from '@commons/shared/schemas';

/** Versions become folder names and URL segments, so only plain semver-like characters pass. */
export const VersionSchema = v.pipe(
  v.string('version is required'),
  v.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/, 'version may only hold letters, digits and . + _ -'),
);

export const RemoteNameSchema = v.picklist(remoteNames, `remote must be one of ${remoteNames.join(', ')}`);

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
