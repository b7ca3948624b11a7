import type { FastifyInstance } from 'fastify';

// A server process does its work in turns of Node's event loop: each turn it reads whatever has
// arrived (requests, and in a cluster the primary's message handing it a new connection), then
// runs what was read. Under 500 connections a turn ran every request that had arrived, hundreds of
// milliseconds of work, and the process took one new connection per turn: a burst of new
// connections waited seconds for their first answer, some past a client's 10 s (decision 049).
// Here a turn starts at most a few requests' work and leaves the rest for the next turns, so the
// loop comes back to read new connections every few milliseconds (decision 056).

/** How many requests start their work in one turn of the event loop; the rest wait in order. */
export const REQUESTS_PER_TURN = 8;

/**
 * Lets `start` calls through at most `perTurn` per turn of the event loop, in the order they
 * came; the others start in the next turns (from `setImmediate`, after the loop has read its
 * sockets again).
 */
export function turnGate(perTurn: number = REQUESTS_PER_TURN) {
  let startedThisTurn = 0;
  let turnScheduled = false;
  // A linked queue: taking the next costs the same however many wait, and nothing of a request
  // is kept once it has started, however long the queue stays busy.
  let first: Waiting | undefined;
  let last: Waiting | undefined;
  let waiting = 0;

  const scheduleTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  };

  function nextTurn() {
    turnScheduled = false;
    startedThisTurn = 0;
    while (startedThisTurn < perTurn && first) {
      const { start, next } = first;
      first = next;
      if (!first) last = undefined;
      waiting--;
      startedThisTurn++;
      start();
    }
    // Another turn comes while any start: it takes the queue's next, or sets the count back.
    if (startedThisTurn > 0) scheduleTurn();
  }

  return {
    /** Runs `start` now when this turn has room, else in a later turn. */
    admit(start: () => void): void {
      if (startedThisTurn < perTurn && !first) {
        startedThisTurn++;
        scheduleTurn();
        start();
        return;
      }
      const entry: Waiting = { start, next: undefined };
      if (last) last.next = entry;
      else first = entry;
      last = entry;
      waiting++;
      scheduleTurn();
    },
    /** Requests waiting for a turn. */
    get waiting(): number {
      return waiting;
    },
  };
}

/** A request waiting for its turn, and the one after it. */
interface Waiting {
  start: () => void;
  next: Waiting | undefined;
}

/** Every request waits for its turn before any of its work (decision 056). */
export function registerFairTurns(app: FastifyInstance, perTurn = REQUESTS_PER_TURN): void {
  const gate = turnGate(perTurn);
  app.addHook('onRequest', (_request, _reply, done) => {
    gate.admit(done);
  });
}
