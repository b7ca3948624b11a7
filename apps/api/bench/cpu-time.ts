import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

// CPU time from /proc (Linux only; elsewhere every figure is undefined): of a server and its
// workers, of a local PostgreSQL server, and of the whole machine. The benchmark divides each by
// the requests a scenario sent.

/** The pids of a process's children, or undefined when /proc does not tell. */
export function childPids(pid: number): number[] | undefined {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return undefined;
  try {
    return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc's CPU times (100 on Linux, asked once). */
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** The fields of /proc/<pid>/stat after the command name (field 3, the state, is the first). */
function statFields(stat: string): string[] {
  // The command name (field 2) is in parentheses and may hold spaces: count after its end.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * User plus system CPU seconds of a process (fields 14 and 15 of /proc/<pid>/stat); with
 * `ended`, also those of its children that have ended and been waited for (fields 16 and 17).
 */
export function processCpuSeconds(stat: string, ended = false): number | undefined {
  const fields = statFields(stat);
  const ticks = (ended ? [11, 12, 13, 14] : [11, 12]).map((i) => Number(fields[i]));
  return ticks.every(Number.isFinite)
    ? ticks.reduce((sum, n) => sum + n, 0) / clockTicks()
    : undefined;
}

/** The command name and parent pid of a process, from its /proc/<pid>/stat. */
export function processIdentity(stat: string): { name: string; parent: number } {
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  return { name, parent: Number(statFields(stat)[1]) };
}

function readStat(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
}

/** CPU seconds used by a server process and its children (a cluster's workers) so far. */
export function treeCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const pids = childPids(pid);
  if (pids === undefined) return undefined;
  let total = 0;
  for (const one of [pid, ...pids]) {
    // A worker that has just exited: its time is gone with it.
    total += processCpuSeconds(readStat(one) ?? '') ?? 0;
  }
  return total;
}

/**
 * How to read the CPU time of the PostgreSQL server a connection's backend (`backendPid`, from
 * `pg_backend_pid()`) belongs to, when that server runs on this machine: the postmaster, its
 * processes (each connection's backend, the background workers) and those of them that have
 * ended. Undefined when the pid is not a PostgreSQL process here (a server elsewhere).
 */
export function postgresCpuReader(backendPid: number): (() => number | undefined) | undefined {
  const backend = readStat(backendPid);
  if (!backend || processIdentity(backend).name !== 'postgres') return undefined;
  const postmaster = processIdentity(backend).parent;
  const own = readStat(postmaster);
  if (!own || processIdentity(own).name !== 'postgres') return undefined;
  return () => {
    const stat = readStat(postmaster);
    const children = childPids(postmaster);
    if (!stat || !children) return undefined;
    let total = processCpuSeconds(stat, true) ?? 0;
    for (const child of children) total += processCpuSeconds(readStat(child) ?? '') ?? 0;
    return total;
  };
}

/**
 * Busy CPU seconds of the whole machine, all cores together (the first line of /proc/stat:
 * everything but idle and waiting for the disk; guest time is inside user time already).
 */
export function machineCpuSeconds(procStat?: string): number | undefined {
  let text = procStat;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/stat', 'utf8');
    } catch {
      return undefined;
    }
  }
  const line = text.split('\n', 1)[0] ?? '';
  if (!line.startsWith('cpu ')) return undefined;
  const [user, nice, system, , , irq, softirq, steal] = line
    .slice(4)
    .trim()
    .split(/\s+/)
    .map(Number);
  const busy = [user, nice, system, irq, softirq, steal];
  if (!busy.every((n) => n !== undefined && Number.isFinite(n))) return undefined;
  return busy.reduce<number>((sum, n) => sum + (n ?? 0), 0) / clockTicks();
}
