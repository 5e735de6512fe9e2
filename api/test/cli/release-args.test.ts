import { describe, expect, it } from 'vitest';
import { parseReleaseArgs } from '../../src/cli/release-args';

describe('release arguments', () => {
  it.each([
    [['publish', 'carbon'], { command: 'publish', names: ['carbon'], version: null, contentVersion: false, activate: false }],
    [
      ['publish', 'account', '--version', '2.1.0', '--content-version', '--activate'],
      { command: 'publish', names: ['account'], version: '2.1.0', contentVersion: true, activate: true },
    ],
    [['activate', 'wallet', '1.0.0+ab12cd34'], { command: 'activate', name: 'wallet', version: '1.0.0+ab12cd34' }],
    [['rollback', 'admin'], { command: 'rollback', name: 'admin' }],
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
    [['publish', 'billing'], 'remote must be one of account, carbon, wallet, admin'],
    [['publish', 'account', 'carbon', '--version', '2.0.0'], '--version takes one remote'],
    [['activate', 'carbon'], 'Missing version'],
    [['activate', 'carbon', '../../etc'], 'version may only hold'],
    [['rollback', 'carbon', 'extra'], 'Unexpected argument "extra"'],
    [['status', '--force'], "Unknown option '--force'"],
  ])('should refuse %j', (args, message) => {
    expect(() => parseReleaseArgs(args)).toThrow(message);
  });
});
