import * as v from 'valibot';
import { blobStoreEnv } from '@commons/server-kernel/env/blob-store';
import { parseEnv } from '@commons/server-kernel/env/parse-env';
import { platformSettings, platformVariables } from '../env';

/**
 * What `pnpm release` reads of the environment: the platform's variables and the blob store's,
 * the same as the server reads them (docs/configuration.md), and nothing of the product.
 */
const ReleaseConfigSchema = v.intersect([v.pipe(v.object(platformVariables), v.transform(platformSettings)), blobStoreEnv]);

export type ReleaseConfig = v.InferOutput<typeof ReleaseConfigSchema>;

/** The release command line's configuration; throws naming every refused variable. */
export const loadReleaseConfig = (env: NodeJS.ProcessEnv = process.env): ReleaseConfig => parseEnv(ReleaseConfigSchema, env);
