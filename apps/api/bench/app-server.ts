import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServeAppCommand, ServeAppMessage } from './serve-app';

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  pid: number | undefined;
  /** Resolves once the server has finished the requests a scenario left behind. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

const SERVE_APP = fileURLToPath(new URL('./serve-app.ts', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const SETTLE_LIMIT_MS = 180_000;
const SETTLE_WINDOW_MS = 500;
const IDLE_UTILIZATION = 0.05;

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function utilization(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServeAppMessage) => {
      if (message.type !== 'utilization') return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(message.value);
    };
    const onExit = () => {
      child.off('message', onMessage);
      reject(new Error('The app exited during the benchmark'));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    const command: ServeAppCommand = { type: 'utilization', windowMs: SETTLE_WINDOW_MS };
    child.send(command);
  });
}

/**
 * Starts the real app (buildApp) on the SQLite database in `dataDir`, on loopback only, in a
 * child process that runs TypeScript the way this process does (tsx's loader in execArgv).
 * `env` adds to or overrides the configuration.
 */
export function startBenchServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const child = fork(SERVE_APP, [], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = async () => {
    const command: ServeAppCommand = { type: 'stop' };
    if (child.connected) child.send(command);
    else child.kill('SIGTERM');
    await waitForExit(child, STOP_TIMEOUT_MS);
  };
  // Autocannon hangs up on a timed-out request and sends a new one, and the server still runs
  // every request it has read: two quiet half-seconds in a row mean that backlog is gone.
  const settle = async () => {
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    let quiet = 0;
    while (quiet < 2 && Date.now() < deadline) {
      quiet = (await utilization(child)) < IDLE_UTILIZATION ? quiet + 1 : 0;
    }
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('The app did not start listening in time'));
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`The app exited before listening (exit code ${String(code)})`));
    };
    const onMessage = (message: ServeAppMessage) => {
      if (message.type === 'utilization') return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.off('message', onMessage);
      if (message.type === 'failed') {
        void stop();
        reject(new Error(`The app could not listen: ${message.error}`));
        return;
      }
      resolve({ origin: `http://127.0.0.1:${message.port}`, pid: child.pid, settle, stop });
    };
    child.once('exit', onExit);
    child.on('message', onMessage);
  });
}
