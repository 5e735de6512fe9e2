import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { domains } from '../domains';
import type { OpsArgument, OpsCommand, OpsOption } from '../operator/ops-command';

/** Every command of `pnpm ops`, as the domains declare them. */
const commands: readonly OpsCommand[] = domains.flatMap((domain) => domain.commands?.commands ?? []);

/** A command to run and its body, as read from the words. */
export interface OpsCall {
  command: OpsCommand;
  input: Record<string, unknown>;
  /** Where to write the reply's bytes, for a command with an `output`. */
  outputPath?: string;
}

const optionWords = ({ name, placeholder, required, repeatable }: OpsOption) => {
  const words = required ? `--${name} ${placeholder}` : `[--${name} ${placeholder}]`;
  return repeatable ? `${words}...` : words;
};

const argumentWords = ({ placeholder, optional }: OpsArgument) => (optional ? `[${placeholder}]` : placeholder);

const wordsOf = ({ group, action, arguments: words = [], options = [], flag, output }: OpsCommand) =>
  [
    group,
    action,
    ...words.map(argumentWords),
    ...options.map(optionWords),
    output && `--${output.name} ${output.placeholder}`,
    flag && `[--${flag.name}]`,
  ]
    .filter(Boolean)
    .join(' ');

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

/** The column where descriptions start: two spaces past the longest command, so none runs into its text. */
const descriptionColumn = Math.max(...commands.map((command) => wordsOf(command).length)) + 4;

export const usage = [
  'Usage: pnpm ops <command>',
  ...commands.map((command) => `  ${wordsOf(command)}`.padEnd(descriptionColumn) + command.help),
  ...wrap([...notes, 'While a server runs on the embedded database the commands go through it.'].join(' '), 96),
].join('\n');

const hint = '; run `pnpm ops help` for usage';

/** One body field of `command` from a word, or a one-line reason naming it as `what`. */
function parseField(command: OpsCommand, field: string, value: string | string[] | undefined, what: string): unknown {
  if (value === undefined) throw new Error(`Missing ${what}${hint}`);
  const schema = command.body.entries[field];
  if (!schema) throw new Error(`${command.group} ${command.action} declares no body field ${field}`);
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const { message } = result.issues[0];
  // Terse messages ("must be one of ...") name their field, as the API's replies do.
  throw new Error(/^[a-z]/.test(message) ? `${what} ${message}` : message);
}

const optionNames = [...new Set(commands.flatMap((command) => (command.options ?? []).map((option) => option.name)))];
const optionOf = (command: OpsCommand, name: string) => command.options?.find((option) => option.name === name);
const flagNames = [...new Set(commands.flatMap((command) => (command.flag ? [command.flag.name] : [])))];
const outputNames = [...new Set(commands.flatMap((command) => (command.output ? [command.output.name] : [])))];

/** The one-line refusal of `--name` on a command that does not take it. */
function notFor(inGroup: readonly OpsCommand[], group: string, name: string, takes: (command: OpsCommand) => boolean) {
  const takers = inGroup.filter(takes).map((other) => `${group} ${other.action}`);
  return new Error(`--${name} applies to ${takers.join(', ') || 'no such command'} only${hint}`);
}

/** Reads `ops` arguments (`<group> <action> [argument] [--option value]`); throws with a one-line reason when they are wrong. */
export function parseOpsArgs(args: string[]): OpsCall | 'help' {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(
        [...optionNames, ...outputNames].map((name) => [name, { type: 'string' as const, multiple: true }]),
      ),
      ...Object.fromEntries(flagNames.map((name) => [name, { type: 'boolean' as const }])),
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [group, action, ...words] = positionals;
  if (values.help || group === undefined || group === 'help') return 'help';
  const inGroup = commands.filter((command) => command.group === group);
  if (inGroup.length === 0) throw new Error(`Unknown command "${group}"${hint}`);
  if (action === undefined) throw new Error(`Missing ${group} command${hint}`);
  const command = inGroup.find((candidate) => candidate.action === action);
  if (!command) throw new Error(`Unknown ${group} command "${action}"${hint}`);

  const expected = command.arguments ?? [];
  const unexpected = words[expected.length];
  if (unexpected !== undefined) throw new Error(`Unexpected argument "${unexpected}"${hint}`);
  const input: Record<string, unknown> = {};
  for (const name of optionNames) {
    const given = (values as unknown as Record<string, string[] | undefined>)[name];
    if (given === undefined) continue;
    const option = optionOf(command, name);
    if (!option) throw notFor(inGroup, group, name, (other) => optionOf(other, name) !== undefined);
    if (given.length > 1 && !option.repeatable) throw new Error(`--${name} is given more than once${hint}`);
    const read = given.map((value) => (option.verbatim ? value : value.toUpperCase()));
    input[name] = option.repeatable ? parseField(command, name, read, name) : parseField(command, name, read[0], name);
  }
  for (const name of flagNames) {
    if ((values as Record<string, unknown>)[name] !== true) continue;
    if (command.flag?.name !== name) throw notFor(inGroup, group, name, (other) => other.flag?.name === name);
    input[name] = true;
  }
  let outputPath: string | undefined;
  for (const name of outputNames) {
    const value = (values as unknown as Record<string, string[] | undefined>)[name]?.at(-1);
    if (value === undefined) continue;
    if (command.output?.name !== name) throw notFor(inGroup, group, name, (other) => other.output?.name === name);
    if (value.trim() === '') throw new Error(`--${name} needs a file name${hint}`);
    outputPath = value;
  }
  if (command.output && outputPath === undefined) {
    throw new Error(`Missing --${command.output.name} ${command.output.placeholder}${hint}`);
  }
  expected.forEach(({ field, label, optional }, index) => {
    if (optional && words[index] === undefined) return;
    input[field] = parseField(command, field, words[index], label);
  });
  const missing = command.options?.find((option) => option.required && !(option.name in input));
  if (missing) throw new Error(`Missing --${missing.name} ${missing.placeholder}${hint}`);
  return outputPath === undefined ? { command, input } : { command, input, outputPath };
}
