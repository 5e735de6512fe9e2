// `npm start`: install what is missing, build what changed (the apps and the API server), publish
// and activate every remote's build in the local deploy store, then serve the site and the API
// from one process.
import { apiCommand, buildApi, buildApps, builtApiArgs, ensureDependencies, remotes, run } from './lib.mjs';

try {
  await ensureDependencies();
  await buildApps();
  await buildApi();
  // Each build is published under "<version>+<content hash>", so a rebuild never collides with an
  // immutable published version and an unchanged build is a no-op.
  const published = await apiCommand('cli/release.ts', ['publish', ...remotes, '--content-version', '--activate']);
  if (published !== 0) throw new Error('publishing the remotes failed');
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}

// The built server under plain node: one process (tsx ran a wrapper and the server).
process.exitCode = await run(process.execPath, builtApiArgs('server'));
