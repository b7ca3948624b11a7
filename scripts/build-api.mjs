// Compiles the API into plain JavaScript that `node` runs without a TypeScript loader: one
// bundle per entry point in apps/api/dist, with our own code (the API and the domain package)
// inside and every npm dependency left to node_modules. The bundles sit at the same depth as
// apps/api/src, so paths the code derives from its own location (the repository root) hold.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPackage = JSON.parse(readFileSync(`${root}apps/api/package.json`, 'utf8'));
const domainPackage = JSON.parse(readFileSync(`${root}packages/domain/package.json`, 'utf8'));

/** npm packages stay external; the workspace's TypeScript packages are compiled in. */
const external = [
  ...Object.keys(apiPackage.dependencies),
  ...Object.keys(domainPackage.dependencies),
].filter((name) => !name.startsWith('@firstshift/'));

export async function buildApi() {
  await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'apps/api/src/server.ts',
      'migrate-cli': 'apps/api/src/db/migrate-cli.ts',
      'seed-cli': 'apps/api/src/db/seed-cli.ts',
    },
    outdir: 'apps/api/dist',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildApi();
}
