import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has no connection at all (a weak one still reads as online). */
export const isOffline = () => !navigator.onLine;

/** True while the device is offline; the component renders again when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline);
}
