/** Whether this process's job worker runs: `off` when it runs no jobs (JOB_CONCURRENCY=0). */
type WorkerState = 'started' | 'not started' | 'off';

/**
 * Whether this process may be sent requests: its migrations have run, its job worker has started
 * (or it runs none), and it is not stopping. The entry point marks each step; /readyz reads them
 * (with the database's reachability). A stopping process says so first, so that a load balancer
 * drains it before it stops taking connections.
 */
export class Readiness {
  private migrated = false;
  private worker: WorkerState = 'not started';
  private stopping = false;

  markMigrated(): void {
    this.migrated = true;
  }

  markWorkerStarted(): void {
    this.worker = 'started';
  }

  /** This process runs no jobs (JOB_CONCURRENCY=0): others do, and it is ready without a worker. */
  markWorkerOff(): void {
    this.worker = 'off';
  }

  markStopping(): void {
    this.stopping = true;
  }

  get state(): { migrations: 'done' | 'pending'; worker: WorkerState; stopping: boolean } {
    return { migrations: this.migrated ? 'done' : 'pending', worker: this.worker, stopping: this.stopping };
  }
}
