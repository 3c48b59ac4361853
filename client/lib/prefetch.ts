/**
 * A handler that starts loading a chunk ahead of a tap (a pointer over a button, focus). A failure
 * here (offline, a dropped connection) is not the person's concern yet: the tap loads it again, and
 * that load shows what went wrong.
 */
export const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
