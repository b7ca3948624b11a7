import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  machineCpuSeconds,
  postgresCpuReader,
  processCpuSeconds,
  processIdentity,
} from './cpu-time';

const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;

// Fields 1-17 of /proc/<pid>/stat, with a command name that holds a space and parentheses:
// utime 250, stime 50, cutime 700, cstime 300 ticks.
const stat = '4242 (post (gres) x) S 17 4242 4242 0 -1 4194560 900 0 0 0 250 50 700 300 20 0 1';

describe('CPU time from /proc', () => {
  it("reads a process's user and system time, and with its ended children's on request", () => {
    expect(processCpuSeconds(stat)).toBeCloseTo(300 / ticks);
    expect(processCpuSeconds(stat, true)).toBeCloseTo(1300 / ticks);
    expect(processCpuSeconds('garbage')).toBeUndefined();
  });

  it('reads the command name whole and the parent after it', () => {
    expect(processIdentity(stat)).toEqual({ name: 'post (gres) x', parent: 17 });
  });

  it("counts the machine's busy time: user, nice, system, interrupts and steal, not idle", () => {
    const procStat = 'cpu  100 5 40 9000 60 3 2 10 0 0\ncpu0 50 2 20 4500 30 1 1 5 0 0\n';
    expect(machineCpuSeconds(procStat)).toBeCloseTo(160 / ticks);
    expect(machineCpuSeconds('intr 1 2 3\n')).toBeUndefined();
  });

  it('is not a PostgreSQL server for a process that is not one', () => {
    expect(postgresCpuReader(process.pid)).toBeUndefined();
    expect(postgresCpuReader(2 ** 22 + 1)).toBeUndefined();
  });

  const url = process.env.TEST_DATABASE_URL;
  const local = url !== undefined && ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);
  it.skipIf(!local)(
    "reads a local PostgreSQL server's time, which its work makes grow",
    async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        const read = postgresCpuReader(rows[0]?.pid ?? 0);
        expect(read).toBeDefined();
        const before = read?.() ?? 0;
        expect(before).toBeGreaterThan(0);
        let after = before;
        // Work for the server until a clock tick of its time has gone by (bounded: 30 s at most).
        const until = Date.now() + 30_000;
        while (after <= before && Date.now() < until) {
          await client.query('select count(*) from generate_series(1, 200000)');
          after = read?.() ?? 0;
        }
        expect(after).toBeGreaterThan(before);
      } finally {
        await client.end();
      }
    },
  );
});
