import { describe, expect, it } from 'vitest';
import { parseReleaseArgs } from '../../src/cli/release-args';

describe('release arguments', () => {
  it.each([
    [['publish', 'carbon'], { command: 'publish', names: ['carbon'], version: null, contentVersion: false, activate: false }],
    [
      ['publish', 'account', '--version', '2.1.0', '--content-version', '--activate'],
      { command: 'publish', names: ['account'], version: '2.1.0', contentVersion: true, activate: true },
    ],
    [['activate', 'wallet', '1.0.0+ab12cd34'], { command: 'activate', name: 'wallet', version: '1.0.0+ab12cd34', force: false, reason: null }],
    [['activate', 'wallet', '1.0.0', '--force'], { command: 'activate', name: 'wallet', version: '1.0.0', force: true, reason: null }],
    [['rollback', 'admin'], { command: 'rollback', name: 'admin', force: false, reason: null }],
    [['rollback', 'admin', '--force'], { command: 'rollback', name: 'admin', force: true, reason: null }],
    [
      ['rollout', 'carbon', '1.3.0', '--percent', '10'],
      { command: 'rollout', name: 'carbon', version: '1.3.0', percent: 10, force: false, reason: null },
    ],
    [
      ['rollout', 'carbon', '1.3.0', '--percent=99', '--force'],
      { command: 'rollout', name: 'carbon', version: '1.3.0', percent: 99, force: true, reason: null },
    ],
    [['promote', 'carbon'], { command: 'promote', name: 'carbon', force: false, reason: null }],
    [
      ['activate', 'wallet', '1.0.0', '--reason', ' fixes the receipt '],
      { command: 'activate', name: 'wallet', version: '1.0.0', force: false, reason: 'fixes the receipt' },
    ],
    [['abort', 'carbon'], { command: 'abort', name: 'carbon', reason: null }],
    [['abort', 'carbon', '--reason', ' slow on Safari '], { command: 'abort', name: 'carbon', reason: 'slow on Safari' }],
    [['freeze', 'carbon', '--reason', ' year-end close '], { command: 'freeze', name: 'carbon', reason: 'year-end close' }],
    [['unfreeze', 'carbon', '--reason', 'close done'], { command: 'unfreeze', name: 'carbon', reason: 'close done' }],
    [
      ['publish', 'carbon', '--from', '/tmp/carbon-build', '--version', '1.0.1'],
      { command: 'publish', names: ['carbon'], version: '1.0.1', contentVersion: false, activate: false, from: '/tmp/carbon-build' },
    ],
    [['list'], { command: 'list', name: null }],
    [['list', 'carbon'], { command: 'list', name: 'carbon' }],
    [
      ['publish', 'account', 'carbon', 'wallet', 'admin', '--content-version', '--activate'],
      { command: 'publish', names: ['account', 'carbon', 'wallet', 'admin'], version: null, contentVersion: true, activate: true },
    ],
    [['status'], { command: 'status' }],
    [[], { command: 'help' }],
  ])('should read %j', (args, expected) => {
    expect(parseReleaseArgs(args)).toEqual(expected);
  });

  it.each([
    [['deploy', 'carbon'], 'Unknown command "deploy"'],
    [['publish'], 'Missing remote'],
    [['publish', 'billing'], 'remote must be one of account, carbon, wallet, admin, console'],
    [['publish', 'account', 'carbon', '--version', '2.0.0'], '--version takes one remote'],
    [['activate', 'carbon'], 'Missing version'],
    [['activate', 'carbon', '../../etc'], 'version may only hold'],
    [['rollback', 'carbon', 'extra'], 'Unexpected argument "extra"'],
    [['status', '--bogus'], "Unknown option '--bogus'"],
    [['publish', 'carbon', 'wallet', '--from', '/tmp/x'], '--from takes one remote'],
    [['publish', 'carbon', '--from', ''], '--from needs a build folder'],
    [['activate', 'carbon', '1.0.0', '--from', '/tmp/x'], 'activate does not take --from'],
    [['status', '--force'], 'status does not take --force'],
    [['list', '--percent', '5'], 'list does not take --percent'],
    [['publish', 'carbon', '--force'], 'publish does not take --force'],
    [['abort', 'carbon', '--force'], 'abort does not take --force'],
    [['freeze', 'carbon'], 'freeze needs --reason R: say why'],
    [['unfreeze', 'carbon', '--reason', ' '], '--reason must not be empty'],
    [['freeze', 'carbon', '--force', '--reason', 'x'], 'freeze does not take --force'],
    [['rollout', 'carbon', '1.3.0'], 'rollout needs --percent N'],
    [['rollout', 'carbon', '--percent', '5'], 'Missing version'],
    [['rollout', 'carbon', '1.3.0', '--percent', '0'], '--percent must be a whole number from 1 to 99, got "0"'],
    [['rollout', 'carbon', '1.3.0', '--percent', '100'], 'promote makes a rollout live for everyone'],
    [['rollout', 'carbon', '1.3.0', '--percent', '12.5'], '--percent must be a whole number from 1 to 99, got "12.5"'],
    [['rollout', 'carbon', '1.3.0', '--percent', 'ten'], '--percent must be a whole number'],
    [['promote'], 'Missing remote'],
    [['promote', 'carbon', '1.3.0'], 'Unexpected argument "1.3.0"'],
    [['abort', 'carbon', '--reason', '  '], '--reason must not be empty'],
  ])('should refuse %j', (args, message) => {
    expect(() => parseReleaseArgs(args)).toThrow(message);
  });
});
