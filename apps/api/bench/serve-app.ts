import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

// The server side of the benchmark, in its own process so that the load generator and the API
// each get a core. The parent passes the configuration in the environment, learns the port
// from a message, asks how busy the event loop is between scenarios, and stops the server
// with a "stop" message (or by going away).

export type ServeAppMessage =
  | { type: 'listening'; port: number }
  | { type: 'failed'; error: string }
  | { type: 'utilization'; value: number };

export type ServeAppCommand = { type: 'stop' } | { type: 'utilization'; windowMs: number };

const send = (message: ServeAppMessage) => process.send?.(message);

const app = await buildApp(loadConfig());
let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  app.close().finally(() => process.exit(0));
};

// Every request's work (SQLite included) runs on this thread, so the share of a window the
// event loop spent busy says whether requests a load generator gave up on are still running.
function reportUtilization(windowMs: number) {
  const start = performance.eventLoopUtilization();
  setTimeout(() => {
    send({ type: 'utilization', value: performance.eventLoopUtilization(start).utilization });
  }, windowMs);
}

process.on('message', (command: ServeAppCommand) => {
  if (command.type === 'stop') stop();
  else reportUtilization(command.windowMs);
});
process.on('disconnect', stop);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  stop();
}
