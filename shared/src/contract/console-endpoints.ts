import type { ConsoleEndpoint } from './console-endpoint';
import * as consoleApi from './console';

type Declared = (typeof consoleApi)[keyof typeof consoleApi];

/** Every endpoint of the console API: what the server registers under /api/console. */
export const consoleEndpoints = Object.values(consoleApi) as ConsoleEndpoint[] as Declared[];

/** A console route by its key: 'GET /session'. */
export type ConsoleRoute = Declared['key'];
