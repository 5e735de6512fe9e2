import { describe, expect, it } from 'vitest';
import { runRelease as release } from '../helpers/release-cli';
import { tempDir } from '../helpers/temp-dirs';

// Each case starts the command line under tsx two or three times: seconds each alone, more on a
// busy machine (npm test runs these beside the site's build).
describe('release command line', { timeout: 90_000 }, () => {
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

  it("should read only the platform's settings, so a product setting the server would refuse does not stop it", async () => {
    const dataDir = await tempDir('cli');
    // The server stops on both (Stripe needs its keys; RUN_JOBS=false needs DATABASE_URL).
    const status = await release(['status'], dataDir, { PAYMENT_PROVIDER: 'stripe', RUN_JOBS: 'false' });
    expect(status.stderr).toBe('');
    expect(status.code).toBe(0);

    const refused = await release(['status'], dataDir, { ROLLOUT_GATE_MAX_EXCESS: '2' });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe('release: ROLLOUT_GATE_MAX_EXCESS must be a number from 0 to 1, got "2"');
  });
});
