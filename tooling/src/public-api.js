// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The public API of `@commons/shared`, which remotes and the host load as one singleton: every
 * entry of its `exports` map (but `./testing`, used by tests alone) with each exported name, its
 * kind and a hash of its declared type. A remote built against one version runs on the host's
 * copy, so what it may call is exactly this surface (docs/releases.md#compatibility-check).
 */

/** Entry points that are not part of what a remote may rely on at run time. */
const privateEntries = new Set(['./testing']);

/** The file where the surface is recorded, beside the package it describes. */
export const recordFile = (/** @type {string} */ sharedDir) => path.join(sharedDir, 'public-api.json');

/**
 * @typedef {{ version: string, exports: Record<string, Record<string, string>> }} ApiRecord
 * `exports[entry][name]` is `<kind> <first 12 hex of sha256 of the type>`.
 */

const flags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseFullyQualifiedType |
  ts.TypeFormatFlags.WriteArrowStyleSignature |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** @param {ts.Symbol} symbol */
function kindOf(symbol) {
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Variable) return 'const';
  return 'other';
}

/**
 * The type a name stands for, as text: its value's type, and its declared type when it is a
 * type too (an interface, an alias, a class), so a changed field or parameter changes the text.
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol} symbol
 * @param {ts.Node} at
 */
function typeText(checker, symbol, at) {
  const parts = [];
  if (symbol.flags & ts.SymbolFlags.Value) parts.push(checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, at), at, flags));
  if (symbol.flags & ts.SymbolFlags.Type) {
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    parts.push(checker.typeToString(declared, at, flags));
    // An object type prints as its name; its members are what callers depend on.
    for (const property of checker.getPropertiesOfType(declared)) {
      parts.push(`${property.name}${property.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(property, at), at, flags)}`);
    }
  }
  return parts.join('\n');
}

/**
 * Computes the surface of the package in `sharedDir` with the TypeScript compiler.
 * @param {string} sharedDir
 * @returns {Record<string, Record<string, string>>}
 */
export function computePublicApi(sharedDir) {
  const pkg = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const entries = Object.entries(/** @type {Record<string, string>} */ (pkg.exports))
    .filter(([entry]) => !privateEntries.has(entry))
    .sort(([a], [b]) => a.localeCompare(b));
  const configFile = ts.findConfigFile(sharedDir, ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) throw new Error(`no tsconfig.json in ${sharedDir}`);
  const config = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`cannot read ${configFile}`);
  const files = entries.map(([, file]) => path.resolve(sharedDir, file));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const workspaceRoot = path.resolve(sharedDir, '..');

  /** @type {Record<string, Record<string, string>>} */
  const api = {};
  entries.forEach(([entry], index) => {
    const source = program.getSourceFile(files[index] ?? '');
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!source || !moduleSymbol) throw new Error(`cannot read the exports of ${entry}`);
    /** @type {Record<string, string>} */
    const names = {};
    for (const exported of checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.name.localeCompare(b.name))) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      // A namespace's type names its module by absolute path: the record holds it from the
      // workspace's root, so a clone elsewhere computes the same hash.
      const text = typeText(checker, symbol, source).split(workspaceRoot).join('<root>');
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
      names[exported.name] = `${kindOf(symbol)} ${hash}`;
    }
    api[entry] = names;
  });
  return api;
}

/**
 * What changed between two surfaces, as `entry name` strings.
 * @param {Record<string, Record<string, string>>} before
 * @param {Record<string, Record<string, string>>} after
 */
export function diffApi(before, after) {
  const flat = (/** @type {Record<string, Record<string, string>>} */ api) =>
    new Map(Object.entries(api).flatMap(([entry, names]) => Object.entries(names).map(([name, sig]) => [`${entry} ${name}`, sig])));
  const a = flat(before);
  const b = flat(after);
  return {
    added: [...b.keys()].filter((key) => !a.has(key)),
    removed: [...a.keys()].filter((key) => !b.has(key)),
    changed: [...b.keys()].filter((key) => a.has(key) && a.get(key) !== b.get(key)),
  };
}

/**
 * @param {string} version
 * @returns {[number, number, number]}
 */
const parts = (version) => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`@commons/shared's version must be major.minor.patch, got "${version}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

const runtimeKinds = new Set(['const', 'function', 'class', 'enum']);

/**
 * The smallest bump a change needs. A remote built against the record runs on whatever copy the
 * host provides, so a removed export, or a value whose type changed, breaks it (major); an added
 * export, or a changed type (erased at run time), is only missing from older hosts (minor).
 * @param {ReturnType<typeof diffApi>} diff
 * @param {Record<string, Record<string, string>>} after the surface the changed names are read in
 * @returns {'major' | 'minor' | 'none'}
 */
export function requiredBump({ added, removed, changed }, after) {
  const kind = (/** @type {string} */ key) => {
    const [entry, name] = key.split(' ');
    return after[entry ?? '']?.[name ?? '']?.split(' ')[0] ?? '';
  };
  if (removed.length > 0 || changed.some((key) => runtimeKinds.has(kind(key)))) return 'major';
  return added.length > 0 || changed.length > 0 ? 'minor' : 'none';
}

/**
 * The kind of step from one version to the next, or null when `to` is not above `from`.
 * @param {string} from
 * @param {string} to
 * @returns {'major' | 'minor' | 'patch' | null}
 */
export function bumpKind(from, to) {
  const [a0, a1, a2] = parts(from);
  const [b0, b1, b2] = parts(to);
  if (b0 > a0) return 'major';
  if (b0 < a0) return null;
  if (b1 > a1) return 'minor';
  if (b1 < a1) return null;
  return b2 > a2 ? 'patch' : null;
}

const rank = { none: 0, patch: 0, minor: 1, major: 2 };
const recordCommand = 'pnpm --filter @commons/shared api:record';

/**
 * Why the recorded surface and version do not agree with the package as it is, or null when
 * they do. The record always describes the current version, and a version never keeps its
 * number across a change of what it exports.
 * @param {ApiRecord} record
 * @param {{ version: string, exports: Record<string, Record<string, string>> }} current
 * @returns {string | null}
 */
export function checkPublicApi(record, current) {
  const diff = diffApi(record.exports, current.exports);
  const needed = requiredBump(diff, current.exports);
  const summary = [
    diff.removed.length ? `removed: ${diff.removed.join(', ')}` : '',
    diff.changed.length ? `changed: ${diff.changed.join(', ')}` : '',
    diff.added.length ? `added: ${diff.added.join(', ')}` : '',
  ].filter(Boolean).join('; ');

  if (current.version === record.version) {
    if (needed === 'none') return null;
    return `The public API of @commons/shared changed (${summary}) but its version is still ${current.version}: give shared/package.json a ${needed} version bump, then run \`${recordCommand}\`.`;
  }
  const step = bumpKind(record.version, current.version);
  if (!step) return `@commons/shared's version ${current.version} does not follow the recorded ${record.version}.`;
  if (rank[step] < rank[needed]) {
    return `@commons/shared went from ${record.version} to ${current.version}, a ${step} bump, but its public API needs a ${needed} one (${summary}).`;
  }
  return `@commons/shared is ${current.version} but its public API is recorded at ${record.version}: run \`${recordCommand}\`.`;
}

/** `node tooling/src/public-api.js record <sharedDir>`: writes the record for the package as it is. */
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname && process.argv[2] === 'record') {
  const sharedDir = path.resolve(process.argv[3] ?? '.');
  const { version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const record = { version, exports: computePublicApi(sharedDir) };
  const { writeFileSync } = await import('node:fs');
  writeFileSync(recordFile(sharedDir), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Recorded the public API of @commons/shared ${version} in ${recordFile(sharedDir)}`);
}
