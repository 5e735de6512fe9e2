import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/build';
import { runCli } from '../helpers/ops-cli';

const release = (args: string[], dataDir: string) => runCli('release', args, dataDir);

describe('release command line', () => {
  it('should exit 0 and print the status, then exit 1 with one line on stderr for an error', async () => {
    const dataDir = await tempDir('cli');
    const status = await release(['status'], dataDir);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('carbon   no live version');

    const failed = await release(['activate', 'carbon', '9.9.9'], dataDir);
    expect(failed.code).toBe(1);
    expect(failed.stderr.trim().split('\n')).toEqual([
      'release: carbon 9.9.9 is not published; publish it before activating it',
    ]);
  });
});
