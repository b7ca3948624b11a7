import { seedBenchJobs } from './seed-jobs';

// Builds the board in a process of its own: the inserts hold the thread for seconds at a time,
// and the benchmark's own process must stay free to answer Ctrl-C (tsx kills a child that does
// not acknowledge a signal at once, which would leave the temporary directory behind).

export type SeedBoardMessage =
  | { type: 'progress'; inserted: number }
  | { type: 'done'; board: ReturnType<typeof seedBenchJobs> };

const [file, jobs] = process.argv.slice(2);
if (!file || !jobs) throw new Error('usage: seed-board.ts <sqlite file> <jobs>');
const board = seedBenchJobs(file, Number(jobs), (inserted) => {
  process.send?.({ type: 'progress', inserted } satisfies SeedBoardMessage);
});
process.send?.({ type: 'done', board } satisfies SeedBoardMessage, () => process.disconnect());
