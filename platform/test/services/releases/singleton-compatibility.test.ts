import { describe, expect, it } from 'vitest';
import { describeMismatches, singletonMismatches } from '../../../src/releases/singleton-compatibility';
import { singleton } from '../../helpers/fake-manifest';

const host = [
  singleton('react', '19.3.1', '^19.2.0'),
  singleton('react/jsx-runtime', '19.3.1', '^19.2.0'),
  singleton('jotai', '2.15.0'),
  singleton('tiny-lib', '0.4.2'),
  singleton('@commons/shared/ui', '1.4.0'),
  singleton('@commons/shared', '1.4.0'),
];

describe('singletonMismatches', () => {
  it.each([
    ['the same range', singleton('react', '19.3.1', '^19.2.0')],
    ['an older minor of the same major', singleton('react', '19.0.0', '^19.0.0')],
    ['a newer minor of the same major (a run-time warning, not a refusal)', singleton('jotai', '2.16.0', '^2.16.0')],
    ['a range spanning majors', singleton('react', '18.3.1', '^18.0.0 || ^19.0.0')],
    ['any version', { ...singleton('react', '20.0.0'), requiredVersion: false as const }],
    ['a library the host does not provide', singleton('left-pad', '9.0.0')],
    ['a library shared without singleton', { ...singleton('react', '20.0.0'), singleton: false }],
    ['a range semver cannot read', singleton('react', '20.0.0', 'workspace:*')],
    ['our own library at an older minor than the host', singleton('@commons/shared', '1.2.0')],
    ['our own library at the host version', singleton('@commons/shared/ui', '1.4.0')],
  ])('should accept %s', (_case, library) => {
    expect(singletonMismatches([library], host)).toEqual([]);
  });

  it.each([
    ['a newer major', singleton('react', '20.0.0', '^20.0.0'), { library: 'react', required: '^20.0.0', provided: '19.3.1' }],
    ['an older major', singleton('jotai', '1.13.0', '^1.13.0'), { library: 'jotai', required: '^1.13.0', provided: '2.15.0' }],
    ['another 0.x minor', singleton('tiny-lib', '0.5.0'), { library: 'tiny-lib', required: '^0.5.0', provided: '0.4.2' }],
    [
      'a subpath of a shared package',
      singleton('@commons/shared/ui', '2.0.0'),
      { library: '@commons/shared', required: '^2.0.0', provided: '1.4.0' },
    ],
    [
      // It may call exports the host's copy lacks: our own library's range is met exactly.
      'our own library at a newer minor than the host',
      singleton('@commons/shared', '1.5.0'),
      { library: '@commons/shared', required: '^1.5.0', provided: '1.4.0' },
    ],
    [
      'our own library at a newer patch than the host',
      singleton('@commons/shared/ui', '1.4.1', '^1.4.1'),
      { library: '@commons/shared', required: '^1.4.1', provided: '1.4.0' },
    ],
  ])('should refuse %s', (_case, library, mismatch) => {
    expect(singletonMismatches([library], host)).toEqual([mismatch]);
  });

  it('should name a package once, whatever its subpaths', () => {
    const remote = [singleton('react', '20.0.0', '^20.0.0'), singleton('react/jsx-runtime', '20.0.0', '^20.0.0')];
    expect(singletonMismatches(remote, host)).toHaveLength(1);
  });
});

describe('describeMismatches', () => {
  it('should name the remote, each library and both versions', () => {
    const react = { library: 'react', required: '^20.0.0', provided: '19.3.1' };
    expect(describeMismatches('carbon 2.0.0', [react])).toBe(
      'carbon 2.0.0 needs react ^20.0.0 but the host provides react 19.3.1',
    );
    expect(describeMismatches('carbon 2.0.0', [react, { library: 'jotai', required: '^3.0.0', provided: '2.15.0' }])).toBe(
      'carbon 2.0.0 needs react ^20.0.0 but the host provides react 19.3.1, and jotai ^3.0.0 but the host provides jotai 2.15.0',
    );
  });
});
