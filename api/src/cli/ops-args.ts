import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { domains } from '../domains';
import type { OpsCommand } from '../operator/ops-command';

/** Every command of `pnpm ops`, as the domains declare them. */
const commands: readonly OpsCommand[] = domains.flatMap((domain) => domain.commands?.commands ?? []);

/** A command to run and its body, as read from the words. */
export interface OpsCall {
  command: OpsCommand;
  input: Record<string, unknown>;
}

const line = (words: string, description: string) => `  ${words}`.padEnd(33) + description;

const optionWords = ({ name, placeholder, required }: NonNullable<OpsCommand['option']>) =>
  required ? `--${name} ${placeholder}` : `[--${name} ${placeholder}]`;

const wordsOf = ({ group, action, argument, option }: OpsCommand) =>
  [group, action, argument?.placeholder, option && optionWords(option)].filter(Boolean).join(' ');

/** `text` in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const notes = domains.flatMap((domain) => (domain.commands ? [domain.commands.notes] : []));

export const usage = [
  'Usage: pnpm ops <command>',
  ...commands.map((command) => line(wordsOf(command), command.help)),
  ...wrap([...notes, 'While a server runs on the embedded database the commands go through it.'].join(' '), 96),
].join('\n');

const hint = '; run `pnpm ops help` for usage';

/** One body field of `command` from a word, or a one-line reason naming it as `what`. */
function parseField(command: OpsCommand, field: string, value: string | undefined, what: string): unknown {
  if (value === undefined) throw new Error(`Missing ${what}${hint}`);
  const schema = command.body.entries[field];
  if (!schema) throw new Error(`${command.group} ${command.action} declares no body field ${field}`);
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const { message } = result.issues[0];
  // Terse messages ("must be one of ...") name their field, as the API's replies do.
  throw new Error(/^[a-z]/.test(message) ? `${what} ${message}` : message);
}

const optionNames = [...new Set(commands.flatMap((command) => (command.option ? [command.option.name] : [])))];

/** Reads `ops` arguments (`<group> <action> [argument] [--option value]`); throws with a one-line reason when they are wrong. */
export function parseOpsArgs(args: string[]): OpsCall | 'help' {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(optionNames.map((name) => [name, { type: 'string' as const }])),
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [group, action, target, extra] = positionals;
  if (values.help || group === undefined || group === 'help') return 'help';
  const inGroup = commands.filter((command) => command.group === group);
  if (inGroup.length === 0) throw new Error(`Unknown command "${group}"${hint}`);
  if (action === undefined) throw new Error(`Missing ${group} command${hint}`);
  const command = inGroup.find((candidate) => candidate.action === action);
  if (!command) throw new Error(`Unknown ${group} command "${action}"${hint}`);

  const unexpected = command.argument ? extra : target;
  if (unexpected !== undefined) throw new Error(`Unexpected argument "${unexpected}"${hint}`);
  const input: Record<string, unknown> = {};
  for (const name of optionNames) {
    const value = (values as Record<string, unknown>)[name];
    if (typeof value !== 'string') continue;
    if (command.option?.name !== name) {
      const takers = inGroup.filter((other) => other.option?.name === name).map((other) => `${group} ${other.action}`);
      throw new Error(`--${name} applies to ${takers.join(', ') || 'no such command'} only${hint}`);
    }
    input[name] = parseField(command, name, value.toUpperCase(), name);
  }
  if (command.argument) {
    const { field, label } = command.argument;
    input[field] = parseField(command, field, target, label);
  }
  if (command.option?.required && !(command.option.name in input)) {
    throw new Error(`Missing --${command.option.name} ${command.option.placeholder}${hint}`);
  }
  return { command, input };
}
