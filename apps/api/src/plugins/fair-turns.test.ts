import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerFairTurns, turnGate } from './fair-turns';

/** Resolves after the event loop's next check phase, when a gate starts its next turn. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turnGate', () => {
  it('starts at most its number in one turn, the rest in later turns, in order', async () => {
    const gate = turnGate(3);
    const started: number[] = [];
    for (let i = 0; i < 8; i++) gate.admit(() => started.push(i));
    expect(started).toEqual([0, 1, 2]);
    expect(gate.waiting).toBe(5);

    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(gate.waiting).toBe(0);
  });

  it('lets a later arrival wait behind those already waiting, even in a new turn', async () => {
    const gate = turnGate(2);
    const started: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) gate.admit(() => started.push(name));
    await nextTurn();
    // The turn started c and d; e still waits, so f goes behind it.
    gate.admit(() => started.push('f'));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('starts every request of a long queue, in order, 8 per turn', async () => {
    const gate = turnGate(8);
    const started: number[] = [];
    for (let i = 0; i < 1000; i++) gate.admit(() => started.push(i));
    let turns = 0;
    while (gate.waiting > 0) {
      await nextTurn();
      turns++;
    }
    expect(turns).toBe(124);
    expect(started).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it('gives every turn its full number again once the queue is empty', async () => {
    const gate = turnGate(2);
    const started: number[] = [];
    gate.admit(() => started.push(1));
    gate.admit(() => started.push(2));
    await nextTurn();
    await nextTurn();
    gate.admit(() => started.push(3));
    gate.admit(() => started.push(4));
    expect(started).toEqual([1, 2, 3, 4]);
    expect(gate.waiting).toBe(0);
  });
});

describe('registerFairTurns', () => {
  it('lets the event loop read new work between turns of a burst of requests', async () => {
    const app = Fastify();
    registerFairTurns(app, 4);
    const handled: string[] = [];
    app.get('/work/:n', async (request) => {
      const { n } = request.params as { n: string };
      // A request's work runs without giving the event loop back, as a SQLite read does.
      const until = performance.now() + 2;
      while (performance.now() < until);
      handled.push(n);
      return { n };
    });
    await app.ready();

    const burst = Array.from({ length: 40 }, (_, i) => app.inject(`/work/${i}`));
    // Work that arrives during the burst, as a new connection's hand-over does: one turn later.
    const arrival = new Promise<number>((resolve) => {
      setImmediate(() => setImmediate(() => resolve(handled.length)));
    });
    const responses = await Promise.all(burst);
    const handledBeforeArrival = await arrival;
    await app.close();

    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(handled).toEqual(Array.from({ length: 40 }, (_, i) => String(i)));
    // Without the gate, all 40 requests' work ran before the loop came back to it.
    expect(handledBeforeArrival).toBeLessThan(40);
  });
});
