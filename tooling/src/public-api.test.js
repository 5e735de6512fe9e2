// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bumpKind, checkPublicApi, computePublicApi, diffApi, recordFile } from './public-api.js';

const sharedDir = fileURLToPath(new URL('../../shared', import.meta.url));

describe('the public API of @commons/shared', () => {
  it('should match the record, and change its version whenever what it exports changes', () => {
    const record = JSON.parse(readFileSync(recordFile(sharedDir), 'utf8'));
    const { version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
    expect(checkPublicApi(record, { version, exports: computePublicApi(sharedDir) })).toBeNull();
  }, 60_000);
});

describe('checkPublicApi', () => {
  const base = { '.': { a: 'const 111', T: 'type 222' }, './ui': { Button: 'function 333' } };
  const record = { version: '1.2.3', exports: base };
  const withNames = (/** @type {Record<string, string>} */ root) => ({ ...base, '.': root });

  it.each([
    ['nothing changed', '1.2.3', base, null],
    ['only a patch release', '1.2.4', base, /run `pnpm --filter @commons\/shared api:record`/],
    ['an export added, version kept', '1.2.3', withNames({ ...base['.'], b: 'const 444' }), /changed \(added: \. b\) but its version is still 1\.2\.3: give shared\/package\.json a minor version bump/],
    ['an export removed, version kept', '1.2.3', withNames({ T: 'type 222' }), /removed: \. a\).*a major version bump/],
    ['a value changed, version kept', '1.2.3', withNames({ a: 'const 999', T: 'type 222' }), /changed: \. a\).*a major version bump/],
    ['a value changed with only a minor bump', '1.3.0', withNames({ a: 'const 999', T: 'type 222' }), /a minor bump, but its public API needs a major one/],
    ['a type changed, version kept', '1.2.3', withNames({ a: 'const 111', T: 'type 999' }), /a minor version bump/],
    ['an export removed, major bump, not recorded', '2.0.0', withNames({ T: 'type 222' }), /is 2\.0\.0 but its public API is recorded at 1\.2\.3/],
    ['a version going down', '1.2.0', base, /1\.2\.0 does not follow the recorded 1\.2\.3/],
  ])('should judge %s', (_, version, exports, expected) => {
    const verdict = checkPublicApi(record, { version, exports });
    if (expected === null) expect(verdict).toBeNull();
    else expect(verdict).toMatch(expected);
  });
});

describe('diffApi and bumpKind', () => {
  it('should name each added, removed and changed export with its entry point', () => {
    expect(diffApi({ '.': { a: 'const 1', b: 'const 2' } }, { '.': { a: 'const 9', c: 'type 3' } })).toEqual({
      added: ['. c'],
      removed: ['. b'],
      changed: ['. a'],
    });
  });

  it.each([
    ['1.0.0', '2.0.0', 'major'],
    ['1.0.0', '1.1.0', 'minor'],
    ['1.0.0', '1.0.1', 'patch'],
    ['1.1.0', '1.0.9', null],
    ['2.0.0', '1.9.9', null],
  ])('should call %s -> %s a %s step', (from, to, kind) => {
    expect(bumpKind(from, to)).toBe(kind);
  });
});
