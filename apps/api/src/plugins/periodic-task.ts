import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` when the server starts listening and every `intervalMs` after, never twice at
 * once, and waits for a run in progress before the server closes. A failed run is logged and
 * the next one tries again. An app used only through `inject` (tests) never runs it.
 */
export function registerPeriodicTask(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    running ??= task()
      .catch((error: unknown) => app.log.warn({ err: error, task: name }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
