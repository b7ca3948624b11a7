import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SQLITE_FILE_NAME, createSqliteDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import type { SeedBoardMessage } from './seed-board';
import type { SeededBoard } from './seed-jobs';

const SEED_BOARD = fileURLToPath(new URL('./seed-board.ts', import.meta.url));

/**
 * Migrates a new SQLite database in `dataDir` the way the app does, then fills it with
 * `jobs` jobs in a child process. Aborting kills that process.
 */
export async function buildBoard(
  dataDir: string,
  jobs: number,
  onProgress: (inserted: number) => void,
  signal: AbortSignal,
): Promise<SeededBoard> {
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const db = createSqliteDb(file);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }

  const child = fork(SEED_BOARD, [file, String(jobs)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const kill = () => child.kill('SIGKILL');
  signal.addEventListener('abort', kill, { once: true });
  try {
    return await new Promise<SeededBoard>((resolve, reject) => {
      let board: SeededBoard | undefined;
      child.on('message', (message: SeedBoardMessage) => {
        if (message.type === 'progress') onProgress(message.inserted);
        else board = message.board;
      });
      child.once('error', reject);
      child.once('exit', (code, exitSignal) => {
        if (board && code === 0) resolve(board);
        else reject(new Error(`Building the board failed (${exitSignal ?? `exit code ${code}`})`));
      });
    });
  } finally {
    signal.removeEventListener('abort', kill);
  }
}
