// `npm start`: install what is missing, build what changed, publish and activate every remote's
// build in the local deploy store, then serve the site and the API from one process.
import { apiCommand, buildApps, ensureDependencies, remotes } from './lib.mjs';

try {
  await ensureDependencies();
  await buildApps();
  // Each build is published under "<version>+<content hash>", so a rebuild never collides with an
  // immutable published version and an unchanged build is a no-op.
  const published = await apiCommand('cli/release.ts', ['publish', ...remotes, '--content-version', '--activate']);
  if (published !== 0) throw new Error('publishing the remotes failed');
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}

process.exitCode = await apiCommand('server.ts', []);
