import fs from 'node:fs/promises';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL run as `postgres` by root still counts).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The command line of a process (Linux /proc; elsewhere empty, and the pid is trusted as it is). */
async function commandLine(pid: number): Promise<string> {
  return fs.readFile(`/proc/${pid}/cmdline`, 'utf8').then(
    (text) => text.replace(/\0/g, ' '),
    () => '',
  );
}

/** Whether the process a pid file names is still running, and is the program it should be. */
export async function runningFrom(pidFile: string, program: RegExp): Promise<number | null> {
  const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return null;
  const cmd = await commandLine(pid);
  // A pid reused by an unrelated program after a reboot is not ours to stop.
  return cmd === '' || program.test(cmd) ? pid : null;
}

/**
 * Stops a process an earlier run left behind (a server killed with SIGKILL, a closed terminal):
 * `signal` first (the program's clean shutdown), SIGKILL if it lingers. Answers its pid, or null
 * when nothing was running.
 */
export async function stopLeftover(
  pidFile: string,
  program: RegExp,
  { signal = 'SIGINT', group = false }: { signal?: NodeJS.Signals; group?: boolean } = {},
): Promise<number | null> {
  const pid = await runningFrom(pidFile, program);
  if (pid === null) return null;
  const send = (sig: NodeJS.Signals) => {
    try {
      process.kill(group ? -pid : pid, sig);
    } catch {
      // Gone meanwhile.
    }
  };
  send(signal);
  for (let waited = 0; alive(pid); waited += 100) {
    if (waited === 15_000) send('SIGKILL');
    if (waited > 20_000) throw new Error(`process ${pid} (from ${pidFile}) does not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pid;
}
