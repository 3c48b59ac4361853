/**
 * Whether this process may be sent requests: its migrations have run, its job worker has started,
 * and it is not stopping. The entry point marks each step; /readyz reads them (with the database's
 * reachability). A stopping process says so first, so that a load balancer drains it before it
 * stops taking connections.
 */
export class Readiness {
  private migrated = false;
  private workerStarted = false;
  private stopping = false;

  markMigrated(): void {
    this.migrated = true;
  }

  markWorkerStarted(): void {
    this.workerStarted = true;
  }

  markStopping(): void {
    this.stopping = true;
  }

  get state(): { migrations: 'done' | 'pending'; worker: 'started' | 'not started'; stopping: boolean } {
    return { migrations: this.migrated ? 'done' : 'pending', worker: this.workerStarted ? 'started' : 'not started', stopping: this.stopping };
  }
}
