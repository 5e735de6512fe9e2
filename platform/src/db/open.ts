import { openDatabase, type DatabaseSetup, type OpenDatabase } from '@commons/server-kernel/db/open';
import { migratePlatform } from './migrate';
import * as schema from './schema';

const setup: DatabaseSetup<typeof schema> = { schema, migrate: migratePlatform };

/**
 * The database as the release command line opens it: the platform's tables only, brought to the
 * platform's latest migration (the server brings the rest when it starts).
 */
export const openPlatformDatabase = (
  config: { databaseUrl: string | null; dataDir: string },
): Promise<OpenDatabase<typeof schema>> => openDatabase(setup, config);
