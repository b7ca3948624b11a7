// `npm start`: build what is not built (the SPA, and the API compiled to JavaScript), then run
// the API server with plain `node`, which migrates the database, seeds the embedded one when
// empty, serves the SPA and the API on one port, and prints the URL and the demo logins.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApiIfNeeded, buildWebIfNeeded } from './build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

buildWebIfNeeded();
await buildApiIfNeeded();

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
