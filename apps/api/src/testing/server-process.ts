import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { REPO_ROOT } from '../config';

// The real server in a child process (`node --import tsx apps/api/src/server.ts`), for tests
// that must do what `inject` cannot: kill it with SIGKILL and start it again on the same data.

const SERVER_FILE = path.join(REPO_ROOT, 'apps', 'api', 'src', 'server.ts');
/** Generous: tsx compiles the whole API on start, which takes a while on a busy machine. */
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** What the process wrote so far, for failure messages. */
  output(): string;
}

/**
 * Starts the server with exactly `env` (plus PATH and HOME), on a free port of 127.0.0.1, and
 * resolves once it listens. The process is killed when the test ends, if it is still running.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_FILE], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });

  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const listening = () => {
      // server.ts prints "FirstShift is running at http://localhost:<port>" once it listens.
      const found = /running at http:\/\/[^\s]+:(\d+)/.exec(output);
      if (!found?.[1]) return;
      clearTimeout(timer);
      child.stdout.off('data', listening);
      resolve(found[1]);
    };
    child.stdout.on('data', listening);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server stopped (${code}) before it listened:\n${output}`));
    });
  });
  return { origin: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}
