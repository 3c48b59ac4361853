import { useSyncExternalStore } from 'react';
import type toast from 'react-hot-toast';

let loading: Promise<typeof toast> | null = null;
let loaded = false;
const listeners = new Set<() => void>();

function toastModule(): Promise<typeof toast> {
  loading ??= import('react-hot-toast').then((m) => {
    loaded = true;
    for (const listener of listeners) listener();
    return m.default;
  });
  return loading;
}

/**
 * Toasts with react-hot-toast's defaults (success 2 s, errors 4 s, at most 20 at once). The library
 * is loaded on first use, so a page with nothing to say never loads it; toasts raised before the
 * <Toaster> mounts wait in its store and show when it does.
 */
export const notify = {
  success: (message: string) => void toastModule().then((t) => t.success(message)),
  /** The message is the toast's id, so one failure seen by several components shows once. */
  error: (message: string) => void toastModule().then((t) => t.error(message, { id: message })),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False until the first toast has loaded the library; the <Toaster> is mounted from then on. */
export function useToastsLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => loaded);
}
