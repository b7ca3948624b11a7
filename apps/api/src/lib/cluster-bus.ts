import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';

// Tells the other server processes of this machine (WEB_CONCURRENCY > 1) that something held in
// memory changed, e.g. that the public read cache must be cleared. A worker sends the topic to
// the primary, which hands it to every other worker and answers once each has handled it, so
// that a write's response goes out only when no sibling can still serve what it replaced.
// Outside a cluster (one process, tests) there is nobody to tell.

type BusMessage =
  | { firstshiftBus: 'publish'; id: string; topic: string }
  | { firstshiftBus: 'deliver'; id: string; topic: string }
  | { firstshiftBus: 'delivered'; id: string }
  | { firstshiftBus: 'published'; id: string };

/** How long a publisher waits for its siblings; a hung or dying one does not hold a write up. */
export const BUS_TIMEOUT_MS = 2_000;

const isBusMessage = (message: unknown): message is BusMessage =>
  typeof message === 'object' && message !== null && 'firstshiftBus' in message;

const handlers = new Map<string, Set<() => void>>();
const waiting = new Map<string, () => void>();
let workerListening = false;

function listenAsWorker() {
  if (workerListening) return;
  workerListening = true;
  process.on('message', (message: unknown) => {
    if (!isBusMessage(message)) return;
    if (message.firstshiftBus === 'deliver') {
      for (const handler of handlers.get(message.topic) ?? []) handler();
      process.send?.({ firstshiftBus: 'delivered', id: message.id } satisfies BusMessage);
    } else if (message.firstshiftBus === 'published') {
      waiting.get(message.id)?.();
    }
  });
}

/** Runs `handler` whenever another process of this machine publishes `topic`. */
export function subscribe(topic: string, handler: () => void): () => void {
  if (cluster.isWorker) listenAsWorker();
  const topicHandlers = handlers.get(topic) ?? new Set();
  topicHandlers.add(handler);
  handlers.set(topic, topicHandlers);
  return () => topicHandlers.delete(handler);
}

/** Tells the other processes of this machine; resolves once they have handled it (or timed out). */
export function publish(topic: string): Promise<void> {
  if (!cluster.isWorker || !process.send || !process.connected) return Promise.resolve();
  listenAsWorker();
  const id = randomUUID();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve();
    };
    const timer = setTimeout(done, BUS_TIMEOUT_MS);
    waiting.set(id, done);
    process.send?.({ firstshiftBus: 'publish', id, topic } satisfies BusMessage);
  });
}

/**
 * The primary's part: hands each published topic to every other live worker and tells the
 * publisher when all of them have answered, left, or the timeout passed.
 */
export function relayBus(): void {
  const relays = new Map<string, { from: Worker; awaiting: Set<Worker>; timer: NodeJS.Timeout }>();
  const finish = (id: string) => {
    const relay = relays.get(id);
    if (!relay) return;
    clearTimeout(relay.timer);
    relays.delete(id);
    if (relay.from.isConnected()) {
      relay.from.send({ firstshiftBus: 'published', id } satisfies BusMessage);
    }
  };
  const answered = (id: string, worker: Worker) => {
    const relay = relays.get(id);
    if (!relay) return;
    relay.awaiting.delete(worker);
    if (relay.awaiting.size === 0) finish(id);
  };

  cluster.on('message', (from: Worker, message: unknown) => {
    if (!isBusMessage(message)) return;
    if (message.firstshiftBus === 'delivered') {
      answered(message.id, from);
      return;
    }
    if (message.firstshiftBus !== 'publish') return;
    const { id, topic } = message;
    const others = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && worker !== from && worker.isConnected(),
    );
    relays.set(id, {
      from,
      awaiting: new Set(others),
      timer: setTimeout(() => finish(id), BUS_TIMEOUT_MS),
    });
    if (others.length === 0) finish(id);
    for (const worker of others) {
      worker.send({ firstshiftBus: 'deliver', id, topic } satisfies BusMessage);
    }
  });
  // A worker that leaves will not answer.
  cluster.on('exit', (worker: Worker) => {
    for (const id of [...relays.keys()]) answered(id, worker);
  });
}
