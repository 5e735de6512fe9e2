import { parseArgs } from 'node:util';
import * as v from 'valibot';
import type { RemoteName } from '@commons/shared/domain';
import { RemoteNameSchema, VersionSchema } from '../domains/releases/schemas';

export type ReleaseCommand =
  | { command: 'publish'; names: RemoteName[]; version: string | null; contentVersion: boolean; activate: boolean }
  | { command: 'activate'; name: RemoteName; version: string }
  | { command: 'rollback'; name: RemoteName }
  | { command: 'list'; name: RemoteName | null }
  | { command: 'status' }
  | { command: 'help' };

export const usage = `Usage: pnpm release <command>
  publish <remote>... [--version V] [--content-version] [--activate]
                               copy mfe-<remote>/dist into the deploy store under V (default: its
                               package.json version; --content-version appends +<content hash>;
                               --version takes one remote only)
  activate <remote> <version>  make a published version live
  rollback <remote>            go back to the previously live version
  list [remote]                published versions, which is live, who switched it and when
  status                       the live version of every remote
Remotes: account, carbon, wallet, admin. RELEASE_USER names who acts (default: your login).`;

/** How many words each command takes, itself included. */
const maxPositionals: Record<string, number> = { publish: Infinity, activate: 3, rollback: 2, list: 2, status: 1 };

const hint = '; run `pnpm release help` for usage';

function parse<S extends v.GenericSchema>(schema: S, value: string | undefined, what: string): v.InferOutput<S> {
  if (value === undefined) throw new Error(`Missing ${what}${hint}`);
  const result = v.safeParse(schema, value);
  if (!result.success) throw new Error(result.issues[0].message);
  return result.output;
}

/** Reads `release` arguments; throws with a one-line reason when they are wrong. */
export function parseReleaseArgs(args: string[]): ReleaseCommand {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      'content-version': { type: 'boolean', default: false },
      activate: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, first, second] = positionals;
  if (values.help || command === undefined || command === 'help') return { command: 'help' };
  const extra = positionals[maxPositionals[command] ?? Infinity];
  if (extra !== undefined) throw new Error(`Unexpected argument "${extra}"${hint}`);
  switch (command) {
    case 'publish': {
      const names = [first, ...positionals.slice(2)].map((name) => parse(RemoteNameSchema, name, 'remote'));
      if (values.version !== undefined && names.length > 1) throw new Error(`--version takes one remote${hint}`);
      return {
        command,
        names,
        version: values.version === undefined ? null : parse(VersionSchema, values.version, 'version'),
        contentVersion: values['content-version'],
        activate: values.activate,
      };
    }
    case 'activate':
      return {
        command,
        name: parse(RemoteNameSchema, first, 'remote'),
        version: parse(VersionSchema, second, 'version'),
      };
    case 'rollback':
      return { command, name: parse(RemoteNameSchema, first, 'remote') };
    case 'list':
      return { command, name: first === undefined ? null : parse(RemoteNameSchema, first, 'remote') };
    case 'status':
      return { command };
    default:
      throw new Error(`Unknown command "${command}"${hint}`);
  }
}
