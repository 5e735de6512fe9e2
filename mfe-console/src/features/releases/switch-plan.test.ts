import { admin, carbon, wallet } from './release-fixtures';
import { switchesOf, switchTitle, versionOf } from './switch-plan';

describe('switchesOf', () => {
  it('should offer a remote without a rollout roll back, activate and roll out', () => {
    expect(switchesOf(wallet)).toEqual(['rollback', 'activate', 'rollout']);
  });

  it("should offer a rollout in progress only its own switches", () => {
    expect(switchesOf({ ...admin, held: null })).toEqual(['share', 'promote', 'abort']);
  });

  it('should offer no Promote while the health gate holds the rollout', () => {
    expect(switchesOf(admin)).toEqual(['share', 'abort']);
  });

  it('should offer nothing to go back to or switch to when only the live version is published', () => {
    expect(switchesOf({ ...wallet, rollbackTo: null, versions: wallet.versions.filter((v) => v.version === '1.4.0') })).toEqual([]);
  });

  it('should offer no switch of a frozen remote, with a rollout in progress or not', () => {
    expect(switchesOf(carbon)).toEqual([]);
    expect(switchesOf({ ...admin, frozen: carbon.frozen })).toEqual([]);
  });

  it('should offer activate but no rollout before anything is live', () => {
    expect(switchesOf({ ...wallet, live: null, rollbackTo: null })).toEqual(['activate']);
  });
});

describe('switchTitle', () => {
  it.each([
    ['rollback', wallet, 'Roll back wallet from 1.4.0 to 1.3.2'],
    ['promote', admin, 'Promote admin 2.1.0 to everyone in place of 2.0.0'],
    ['abort', admin, "Abort admin's rollout of 2.1.0: everyone gets 2.0.0"],
    ['share', admin, "Change admin 2.1.0's rollout from 10% to 30% of browsers"],
  ] as const)('should name the versions of %s', (kind, remote, title) => {
    expect(switchTitle(kind, remote, versionOf(kind, remote, ''), 30)).toBe(title);
  });

  it('should say what a freeze stops, and whose freeze an unfreeze ends', () => {
    expect(switchTitle('freeze', wallet, '', 0)).toBe('Freeze wallet: no switch of it until it is unfrozen');
    expect(switchTitle('unfreeze', carbon, '', 0)).toMatch(/^Unfreeze carbon, frozen by rel@example\.org since .+$/);
  });

  it('should name the version picked for a rollout and its share', () => {
    expect(switchTitle('rollout', wallet, versionOf('rollout', wallet, '1.5.0'), 5)).toBe('Roll out wallet 1.5.0 to 5% of browsers');
  });
});
