import path from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import type { RemoteName } from '@commons/shared/domain';
import { RemoteNameSchema, VersionSchema } from '../releases/schemas';

export type ReleaseCommand =
  | {
      command: 'publish';
      names: RemoteName[];
      version: string | null;
      contentVersion: boolean;
      activate: boolean;
      /** A build folder other than `mfe-<remote>/dist` (`--from`), for one remote. */
      from?: string;
    }
  | { command: 'activate'; name: RemoteName; version: string; force: boolean; reason: string | null }
  | { command: 'rollback'; name: RemoteName; force: boolean; reason: string | null }
  | { command: 'rollout'; name: RemoteName; version: string; percent: number; force: boolean; reason: string | null }
  | { command: 'promote'; name: RemoteName; force: boolean; reason: string | null }
  | { command: 'abort'; name: RemoteName; reason: string | null }
  | { command: 'freeze' | 'unfreeze'; name: RemoteName; reason: string }
  | { command: 'list'; name: RemoteName | null }
  | { command: 'status' }
  | { command: 'help' };

export const usage = `Usage: pnpm release <command>
  publish <remote>... [--version V] [--content-version] [--activate] [--from DIR]
                               store mfe-<remote>/dist (or DIR) as version V (default: its
                               package.json version; --content-version appends +<content hash>;
                               --version and --from take one remote only)
  activate <remote> <version> [--force] [--reason R]
                               make a published version live
  rollback <remote> [--force] [--reason R]
                               go back to the previously live version
  rollout <remote> <version> --percent N [--force] [--reason R]
                               serve a published version to about N% of browsers (1-99), the
                               same browsers every time; run again to change the share
  promote <remote> [--force] [--reason R]
                               make the rollout's version live for everyone
  abort <remote> [--reason R]  end the rollout: everyone gets the live version
  freeze <remote> --reason R   no switch of the remote (by anyone but the health gate's abort)
                               until it is unfrozen
  unfreeze <remote> --reason R end the freeze
  list [remote]                published versions, which is live, and every change: who, when, from, to
  status                       per remote: live version, rollout, who froze it, why the gate holds it, and each
                               version's loads, failures, failure rate, median and p95 load time,
                               and p75 LCP, INP and CLS with their page views, over the last hour
--force switches even when the host cannot serve the version's shared libraries (recorded).
Every change is audited with who acts and --reason R (docs/releases.md#who-changed-what).
Remotes: account, carbon, wallet, admin, console. RELEASE_USER names who acts (default: your login).`;

/** How many words each command takes, itself included. */
const maxPositionals: Record<string, number> = {
  publish: Infinity,
  activate: 3,
  rollback: 2,
  rollout: 3,
  promote: 2,
  abort: 2,
  freeze: 2,
  unfreeze: 2,
  list: 2,
  status: 1,
};

/** The options each command takes; any other is refused rather than silently ignored. */
const optionsOf: Record<string, string[]> = {
  publish: ['version', 'content-version', 'activate', 'from'],
  activate: ['force', 'reason'],
  rollback: ['force', 'reason'],
  rollout: ['percent', 'force', 'reason'],
  promote: ['force', 'reason'],
  abort: ['reason'],
  freeze: ['reason'],
  unfreeze: ['reason'],
  list: [],
  status: [],
};

/** `--reason R`, trimmed; null when not given, refused when empty. */
function parseReason(raw: string | undefined): string | null {
  const reason = raw?.trim() ?? null;
  if (reason === '') throw new Error(`--reason must not be empty${hint}`);
  return reason;
}

/** `--reason R` where it is required: a freeze says why, and so does its end. */
function requireReason(command: string, raw: string | undefined): string {
  const reason = parseReason(raw);
  if (reason === null) throw new Error(`${command} needs --reason R: say why${hint}`);
  return reason;
}

function parsePercent(raw: string | undefined): number {
  if (raw === undefined) throw new Error(`rollout needs --percent N, the share of browsers from 1 to 99${hint}`);
  const percent = Number(raw);
  if (!/^\d+$/.test(raw) || percent < 1 || percent > 99) {
    throw new Error(`--percent must be a whole number from 1 to 99, got "${raw}"; promote makes a rollout live for everyone`);
  }
  return percent;
}

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
      force: { type: 'boolean', default: false },
      from: { type: 'string' },
      percent: { type: 'string' },
      reason: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, first, second] = positionals;
  if (values.help || command === undefined || command === 'help') return { command: 'help' };
  const extra = positionals[maxPositionals[command] ?? Infinity];
  if (extra !== undefined) throw new Error(`Unexpected argument "${extra}"${hint}`);
  const given = Object.entries(values).filter(([key, value]) => key !== 'help' && value !== undefined && value !== false);
  const stray = given.find(([key]) => optionsOf[command] && !optionsOf[command].includes(key));
  if (stray) throw new Error(`${command} does not take --${stray[0]}${hint}`);
  switch (command) {
    case 'publish': {
      const names = [first, ...positionals.slice(2)].map((name) => parse(RemoteNameSchema, name, 'remote'));
      if (values.version !== undefined && names.length > 1) throw new Error(`--version takes one remote${hint}`);
      if (values.from !== undefined && names.length > 1) throw new Error(`--from takes one remote${hint}`);
      if (values.from?.trim() === '') throw new Error(`--from needs a build folder${hint}`);
      return {
        command,
        names,
        version: values.version === undefined ? null : parse(VersionSchema, values.version, 'version'),
        contentVersion: values['content-version'],
        activate: values.activate,
        ...(values.from === undefined ? {} : { from: path.resolve(values.from) }),
      };
    }
    case 'activate':
      return {
        command,
        name: parse(RemoteNameSchema, first, 'remote'),
        version: parse(VersionSchema, second, 'version'),
        force: values.force,
        reason: parseReason(values.reason),
      };
    case 'rollback':
      return { command, name: parse(RemoteNameSchema, first, 'remote'), force: values.force, reason: parseReason(values.reason) };
    case 'rollout':
      return {
        command,
        name: parse(RemoteNameSchema, first, 'remote'),
        version: parse(VersionSchema, second, 'version'),
        percent: parsePercent(values.percent),
        force: values.force,
        reason: parseReason(values.reason),
      };
    case 'promote':
      return { command, name: parse(RemoteNameSchema, first, 'remote'), force: values.force, reason: parseReason(values.reason) };
    case 'abort':
      return { command, name: parse(RemoteNameSchema, first, 'remote'), reason: parseReason(values.reason) };
    case 'freeze':
    case 'unfreeze':
      return { command, name: parse(RemoteNameSchema, first, 'remote'), reason: requireReason(command, values.reason) };
    case 'list':
      return { command, name: first === undefined ? null : parse(RemoteNameSchema, first, 'remote') };
    case 'status':
      return { command };
    default:
      throw new Error(`Unknown command "${command}"${hint}`);
  }
}
