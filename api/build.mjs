// Builds the API server to JavaScript: `node dist/server.js` is one process, where
// `tsx src/server.ts` was a wrapper and the server. npm start runs it when sources change
// (scripts/lib.mjs `buildApi`). Packages stay in node_modules; the workspace's own TypeScript
// (@commons/shared, @commons/server-kernel, @commons/platform) and what only shared depends on
// are bundled in.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = dirname(fileURLToPath(import.meta.url));
const manifestOf = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
// The kernel's and the platform's packages are installed beside them, as the API's are: they
// stay outside too.
const manifests = [manifestOf(apiDir), ...['server-kernel', 'platform'].map((dir) => manifestOf(join(apiDir, '..', dir)))];
const packages = [...new Set(manifests.flatMap((manifest) => Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })))].filter(
  (name) => !name.startsWith('@commons/'),
);

// Chunks are content-named: clear the old ones.
rmSync(join(apiDir, 'dist'), { recursive: true, force: true });
await build({
  // dist/ sits one level below api/, as src/ does: paths made from import.meta.url stay true.
  entryPoints: { server: 'src/server.ts', worker: 'src/worker.ts', 'ceiling-server': 'src/bench/ceiling-server.ts' },
  absWorkingDir: apiDir,
  outdir: 'dist',
  bundle: true,
  // Modules imported with import() (the S3 store, pdfkit's user) become chunks loaded on first use.
  splitting: true,
  platform: 'node',
  format: 'esm',
  // A bundled package's ES module build when it has one (zxcvbn's CommonJS build, imported with
  // import(), lost its named exports in the bundle).
  mainFields: ['module', 'main'],
  target: 'node20.19',
  sourcemap: 'linked',
  external: packages.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS may call require(); ES modules have none.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
