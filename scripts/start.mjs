// `npm start`: install what is missing, build what changed (the apps and the API server), publish
// and activate every remote's build in the local deploy store, then serve the site and the API
// from one process.
import { spawn } from 'node:child_process';
import { buildApi, buildApps, builtApiArgs, ensureDependencies, packageCommand, remotes, root } from './lib.mjs';

try {
  await ensureDependencies();
  await buildApps();
  await buildApi();
  // Each build is published under "<version>+<content hash>", so a rebuild never collides with an
  // immutable published version and an unchanged build is a no-op.
  const published = await packageCommand('platform', 'cli/release.ts', ['publish', ...remotes, '--content-version', '--activate']);
  if (published !== 0) throw new Error('publishing the remotes failed');
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}

// The built server under plain node: one process (tsx ran a wrapper and the server). A SIGTERM
// to this process (`kill`, a test runner's teardown) stops the server too, or it would go on as
// an orphan holding the port and the data folder. Ctrl-C already reaches both (one process
// group), so SIGINT is not passed on: a second one would cut the server's shutdown short.
const server = spawn(process.execPath, builtApiArgs('server'), { cwd: root, stdio: 'inherit' });
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
