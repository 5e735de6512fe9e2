import type * as v from 'valibot';
import type { BlobStore } from '../blobs';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { JobEngine } from '../domains/jobs/engine';

/** What a command runs on: the database, configuration and blob store, in the server or in the command line. */
export interface CommandDeps {
  db: Database;
  config: AppConfig;
  blobs: BlobStore;
  /** The job engine: the running server's, or one the command line started on the database it opened. */
  jobs: JobEngine;
}

/** One word after a command's action, filling the body field `field`. */
export interface OpsArgument {
  field: string;
  label: string;
  placeholder: string;
  optional?: boolean;
}

/**
 * `--<name> <placeholder>`, filling the body field of that name with the value upper-cased
 * (statuses), or as typed when `verbatim` (free text such as a reason); optional unless
 * `required`; given any number of times when `repeatable` (the field is then a list).
 */
export interface OpsOption {
  name: string;
  placeholder: string;
  required?: boolean;
  verbatim?: boolean;
  repeatable?: boolean;
}

/** A command's request body: an object, one field per argument or option. */
export type BodySchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * One `pnpm ops` command, declared once in its domain's `commands.ts`. The command line reads
 * its words, usage and arguments from it; the server serves it as
 * `POST /api/operator/<group>/<action>` with `body`; either way `run` does it (on the server's
 * database, or on the database the command line opened) and `print` says what it did.
 */
export interface OpsCommand<TBody extends BodySchema = BodySchema, TReply = unknown> {
  /** The words after `pnpm ops`, e.g. `accounts approve`; also the endpoint's path. */
  group: string;
  action: string;
  /** What the usage line says the command does. */
  help: string;
  /** The request body, which the command line builds from the words and the server parses. */
  body: TBody;
  /**
   * The words after the action, in order, each filling the body's `field`; `label` names it in
   * messages. `optional` (the last only): the command runs without it too (`mail list [<email>]`).
   */
  arguments?: readonly OpsArgument[];
  /** The `--<name> <placeholder>` options the command takes, in the order the usage shows them. */
  options?: readonly OpsOption[];
  /** `--<name>` alone, setting the body field of that name to true (`--force`). */
  flag?: { name: string };
  /**
   * `--<name> <placeholder>` (required), a file the command line writes `bytes(reply)` to: the
   * reply carries them as JSON, through the operator endpoint too.
   */
  output?: { name: string; placeholder: string };
  /** The body field the command line fills with who acts (OPS_USER, else the login name). */
  actor?: string;
  run(deps: CommandDeps, input: v.InferOutput<TBody>): Promise<TReply>;
  /** The lines the command line prints for the reply. */
  print(reply: TReply): string[];
  /** The bytes `output` saves, from the reply. */
  bytes?(reply: TReply): Uint8Array;
}

/** Declares a command, inferring the types of its body and reply. */
export const opsCommand = <TBody extends BodySchema, TReply>(
  command: OpsCommand<TBody, TReply>,
): OpsCommand<TBody, TReply> => command;

/** A domain's commands with what the command line's help adds after them. */
export interface OpsCommandGroup {
  commands: readonly OpsCommand[];
  /** Sentences for the usage text: what the placeholders take, side effects. */
  notes: string;
}

// The release command line (platform) prints the same way: one pair of helpers in the kernel.
export { table, when } from '@commons/server-kernel/cli/output';
