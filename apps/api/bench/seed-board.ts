import { hashPassword } from '../src/lib/password';
import { BENCH_PASSWORD, type BoardStore, type SeededBoard, seedBenchBoard } from './seed-jobs';
import { postgresBoardStore } from './seed-postgres';
import { sqliteBoardStore } from './seed-sqlite';

// Builds the board in a process of its own: the inserts hold the thread for seconds at a time,
// and the benchmark's own process must stay free to answer Ctrl-C (tsx kills a child that does
// not acknowledge a signal at once, which would leave the temporary directory behind).

export type SeedTarget =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema: string };

export type SeedBoardMessage =
  | { type: 'progress'; inserted: number }
  | { type: 'phase'; text: string }
  | { type: 'done'; board: SeededBoard };

const send = (message: SeedBoardMessage) => process.send?.(message);

const [targetJson, jobs] = process.argv.slice(2);
if (!targetJson || !jobs) throw new Error('usage: seed-board.ts <target as JSON> <jobs>');
const target = JSON.parse(targetJson) as SeedTarget;

const store: BoardStore & { close(): unknown } =
  target.kind === 'sqlite'
    ? sqliteBoardStore(target.file)
    : await postgresBoardStore(target.url, target.schema);
try {
  // One argon2 hash for every account that signs in: the server verifies it as any other.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const board = await seedBenchBoard(
    store,
    Number(jobs),
    passwordHash,
    (inserted) => send({ type: 'progress', inserted }),
    (text) => send({ type: 'phase', text }),
  );
  process.send?.({ type: 'done', board } satisfies SeedBoardMessage, () => process.disconnect());
} finally {
  await store.close();
}
