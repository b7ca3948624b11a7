import cluster from 'node:cluster';
import Fastify from 'fastify';

// The benchmark's ceiling: the least an HTTP server in Fastify can do per request on this
// machine — one route answering a small JSON body, no logging, no plugins — with
// HELLO_PROCESSES processes (Node's cluster, as the API's server.ts does with WEB_CONCURRENCY).
// Each scenario's throughput is reported as a share of what this serves at the same load.

const processes = Math.max(1, Number(process.env.HELLO_PROCESSES ?? '1') || 1);
const port = Number(process.env.PORT ?? '0');
const host = process.env.HOST ?? '127.0.0.1';

if (cluster.isPrimary && processes > 1) {
  let listening = 0;
  for (let i = 0; i < processes; i++) {
    cluster.fork().on('listening', () => {
      listening += 1;
      if (listening === processes) console.log(`hello-world is running at http://${host}:${port}`);
    });
  }
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
} else {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const close = () => {
    void app.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  // A worker whose primary is gone does not serve on alone.
  if (cluster.isWorker) process.on('disconnect', close);
  await app.listen({ port, host });
  if (cluster.isPrimary) console.log(`hello-world is running at http://${host}:${port}`);
}
