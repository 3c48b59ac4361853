// CPU time by process, read from /proc (Linux), so a scenario's cost is told apart for the server
// that answered and for the PostgreSQL that served it: the measured costs docs/capacity.md builds on.
import fs from 'node:fs/promises';
import path from 'node:path';

/** CPU seconds (user and system) the watched processes have used so far. */
export type CpuProbe = () => Promise<number>;

// USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every Linux architecture the bench runs on.
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): [0] is the state. */
async function statFields(pid: number): Promise<string[] | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** A process's own CPU seconds, and with `reaped` those of its children that have exited too. */
async function cpuSeconds(pid: number, reaped = false): Promise<number> {
  const fields = await statFields(pid);
  if (!fields) return 0;
  const ticks = Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0);
  return ticks / TICKS_PER_SECOND;
}

/** One process's CPU: a server's. */
export const processCpu =
  (pid: number): CpuProbe =>
  () =>
    cpuSeconds(pid);

/**
 * The CPU of a PostgreSQL cluster on this machine: its postmaster and the processes it started
 * (a backend for each connection, the checkpointer, the WAL writer...), those running now and
 * those that have exited (the kernel adds their time to the postmaster's when it reaps them).
 */
export async function postgresCpu(clusterDir: string): Promise<CpuProbe> {
  const postmaster = Number((await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  return async () => {
    const pids = (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
    const parents = await Promise.all(pids.map(async (pid) => [pid, (await statFields(pid))?.[1]] as const));
    const children = parents.filter(([, parent]) => Number(parent) === postmaster).map(([pid]) => pid);
    const times = await Promise.all([cpuSeconds(postmaster, true), ...children.map((pid) => cpuSeconds(pid))]);
    return times.reduce((a, b) => a + b, 0);
  };
}
