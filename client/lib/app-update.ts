import { useSyncExternalStore } from 'react';

/** Switches to the new version and reloads the page into it. */
export type Apply = () => void;

let waiting: Apply | null = null;
const listeners = new Set<() => void>();

function setWaiting(apply: Apply | null): void {
  waiting = apply;
  for (const listener of listeners) listener();
}

/** A new version of the store is installed and waits (client/lib/service-worker.ts): the prompt offers it. */
export const offerUpdate = (apply: Apply) => setWaiting(apply);

/** Not now: the prompt goes until the next version, or the next visit (which runs the new one). */
export const dismissUpdate = () => setWaiting(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's switch, or null when none waits. */
export function useWaitingUpdate(): Apply | null {
  return useSyncExternalStore(subscribe, () => waiting);
}
