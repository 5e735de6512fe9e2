import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiDir } from '../../src/paths';
import { tempDir, useTestApp } from '../helpers/build';
import { docsPath } from '../../src/plugins/external/openapi';

const run = promisify(execFile);
const bin = (name: string) => path.join(apiDir, 'node_modules', '.bin', name);

/**
 * Runs a linter on the document with no network: telemetry and update checks off, and every
 * connection it tries recorded and refused (helpers/record-network.mjs). Its exit code is not
 * the verdict; its findings are.
 */
async function lint(command: string, args: string[], dir: string) {
  const networkLog = path.join(dir, `${command}-network.log`);
  await writeFile(networkLog, '');
  const env = {
    ...process.env,
    NODE_OPTIONS: `--import ${path.join(apiDir, 'test', 'helpers', 'record-network.mjs')}`,
    NETWORK_LOG: networkLog,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    NO_COLOR: '1',
  };
  const outcome = await run(bin(command), args, { cwd: dir, env, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stdout: string; stderr: string }) => error,
  );
  return { ...outcome, connections: (await readFile(networkLog, 'utf8')).split('\n').filter(Boolean) };
}

describe('the OpenAPI document under the linters', () => {
  const ctx = useTestApp();

  it('should pass spectral:oas and redocly recommended with no error or warning, offline', { timeout: 180_000 }, async () => {
    const dir = await tempDir('openapi-lint');
    const response = await ctx.app.inject({ url: `${docsPath}/json` });
    await writeFile(path.join(dir, 'openapi.json'), response.body);
    await writeFile(path.join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');
    await writeFile(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\ntelemetry: off\n');

    const [spectral, redocly] = await Promise.all([
      lint('spectral', ['lint', 'openapi.json', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet'], dir),
      lint('redocly', ['lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'], dir),
    ]);

    const spectralFindings = JSON.parse(spectral.stdout || '[]') as Array<{ code: string; message: string; path: string[] }>;
    expect(spectralFindings.map((f) => `${f.code} at ${f.path.join('.')}: ${f.message}`)).toEqual([]);
    const redoclyReport = JSON.parse(redocly.stdout) as { problems: Array<{ ruleId: string; message: string }> };
    expect(redoclyReport.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect([...spectral.connections, ...redocly.connections]).toEqual([]);
  });
});
