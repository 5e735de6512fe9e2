// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the `catalog:` section of pnpm-workspace.yaml: one `name: range` line per dependency.
 * A line parser is enough for that flat section and spares the build a YAML dependency.
 * @param {string} yaml
 * @returns {Record<string, string>}
 */
export function parseCatalog(yaml) {
  /** @type {Record<string, string>} */
  const catalog = {};
  let inCatalog = false;
  for (const rawLine of yaml.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '').replace(/^\s*#.*$/, '');
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inCatalog = line.trim() === 'catalog:';
      continue;
    }
    if (!inCatalog) continue;
    const match = /^\s+["']?([^"':]+)["']?\s*:\s*["']?([^"']+?)["']?\s*$/.exec(line);
    if (match?.[1] && match[2]) catalog[match[1]] = match[2];
  }
  return catalog;
}

/**
 * Finds the workspace root (the folder holding pnpm-workspace.yaml) above `dir`.
 * @param {string} dir
 */
export function findWorkspaceRoot(dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'pnpm-workspace.yaml'))) return current;
    if (path.dirname(current) === current) throw new Error(`No pnpm-workspace.yaml above ${dir}`);
  }
}

/** @param {string} file */
export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The semver range an app declares for `name`, with pnpm's `catalog:` and `workspace:`
 * protocols turned into the plain range Module Federation compares versions against.
 * @param {string} appDir
 * @param {string} name
 * @returns {string}
 */
export function declaredRange(appDir, name) {
  const manifest = readJson(path.join(appDir, 'package.json'));
  const spec = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
  if (!spec) throw new Error(`${manifest.name} must declare ${name}: it is a federation singleton`);
  if (spec === 'catalog:' || spec === 'catalog:default') {
    const root = findWorkspaceRoot(appDir);
    const range = parseCatalog(readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8'))[name];
    if (!range) throw new Error(`${name} is missing from the pnpm catalog`);
    return range;
  }
  if (spec.startsWith('workspace:')) {
    const linked = readJson(path.join(appDir, 'node_modules', name, 'package.json'));
    return `^${linked.version}`;
  }
  return spec;
}
