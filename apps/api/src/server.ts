import cluster, { type Worker } from 'node:cluster';
import { warmZipPlaces } from './lib/zip-places';
import { buildApp, prepareDatabase } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createDb } from './db/create-db';
import { DEMO_APPLICANT_LOGIN, DEMO_BUSINESS_LOGIN } from './db/demo-data';
import { hasDemoAccounts } from './db/seed';
import { relayBus } from './lib/cluster-bus';

// Starts and stops the server; everything else is built by buildApp. With WEB_CONCURRENCY above
// 1 (the default on a machine with several cores) this process becomes a cluster primary: it
// prepares the database once, starts that many workers, each a whole app sharing the port, and
// replaces a worker that dies (docs/decisions/024).

/**
 * Connections the kernel holds for the server until it accepts them (capped by the system's
 * net.core.somaxconn). Node's default, 511, is less than the 1,000 connections a school's class
 * opening the board at once makes: the kernel then drops the rest's first packet (counted as
 * ListenOverflows) and they try again one to three seconds later.
 */
const LISTEN_BACKLOG = 4096;

/** More replacements than this within a minute is a crash loop: the server stops instead. */
const MAX_RESTARTS_PER_MINUTE = 10;

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function printBanner(origin: string, config: Config) {
  console.log(`\nFirstShift is running at ${origin}`);
  console.log(`API docs: ${origin}/api/docs`);
  const db = createDb(config);
  try {
    if (await hasDemoAccounts(db)) {
      console.log('Demo logins:');
      console.log(`  business   ${DEMO_BUSINESS_LOGIN.email} / ${DEMO_BUSINESS_LOGIN.password}`);
      console.log(`  applicant  ${DEMO_APPLICANT_LOGIN.email} / ${DEMO_APPLICANT_LOGIN.password}`);
    }
  } finally {
    await db.destroy();
  }
}

/** One whole app on the configured port; alone, or as one worker of a cluster. */
async function runApp(config: Config, inCluster: boolean) {
  const app = await buildApp(config, { databaseReady: inCluster });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  // The primary went away (killed): a worker does not serve on alone.
  if (inCluster) process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

  // Radius searches read the ZIP codes' places: read here, no request waits for them.
  warmZipPlaces();
  try {
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  } catch (error) {
    app.log.error({ err: error }, 'could not start the server');
    await app.close();
    process.exit(1);
  }
  if (inCluster) process.send?.({ firstshiftReady: app.siteOrigin() });
  else await printBanner(app.siteOrigin(), config);
}

async function runPrimary(config: Config) {
  const db = createDb(config);
  try {
    await prepareDatabase(db, config);
  } finally {
    await db.destroy();
  }

  relayBus();
  let stopping = false;
  let started = false;
  const ready = new Set<number>();
  const restarts: number[] = [];

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('firstshiftReady' in message)) {
        return;
      }
      ready.add(worker.id);
      if (!started && ready.size === config.webConcurrency) {
        started = true;
        void printBanner(String(message.firstshiftReady), config).then(() =>
          console.log(`(${config.webConcurrency} server processes)`),
        );
      }
    });
  };

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  };

  // Node's types say a signal always; it is null when the process exited with a code.
  cluster.on('exit', (worker: Worker, code: number, signal: string | null) => {
    const wasReady = ready.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    const now = Date.now();
    while (restarts.length > 0 && (restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (!wasReady || restarts.length >= MAX_RESTARTS_PER_MINUTE) {
      // A worker that cannot start (port taken, bad database) or keeps dying would fail again.
      console.error(
        wasReady
          ? `Server processes keep stopping (${restarts.length + 1} within a minute): stopping.`
          : `A server process exited while starting (${signal ?? `code ${code}`}).`,
      );
      process.exitCode = 1;
      stopAll('SIGTERM');
      return;
    }
    restarts.push(now);
    console.error(
      `A server process (pid ${worker.process.pid}) stopped (${signal ?? `code ${code}`}); starting another.`,
    );
    fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) stopAll(signal);
    });
  }

  for (let i = 0; i < config.webConcurrency; i += 1) fork();
}

const config = readConfig();
if (cluster.isWorker) await runApp(config, true);
else if (config.webConcurrency > 1) await runPrimary(config);
else await runApp(config, false);
