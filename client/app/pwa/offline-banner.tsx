import { useOffline } from '../../lib/connection.ts';

/** Under the header while the device is offline: what still works, and that writes wait for nothing. */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p role="status" className="bg-warning text-warning-content px-4 py-2 text-center text-sm">
      You are offline. Pages you opened lately still read; booking, paying, sending and saving need a connection.
    </p>
  );
}
