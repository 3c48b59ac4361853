import type toast from 'react-hot-toast';

let loading: Promise<typeof toast> | null = null;
const toastModule = () => (loading ??= import('react-hot-toast').then((m) => m.default));

/**
 * Toasts with react-hot-toast's defaults (SPEC section 9's durations). The library is loaded on
 * first use and by the lazily rendered <Toaster>, so it is not in any page's first chunk; toasts
 * raised before the Toaster mounts wait in its store and show when it does.
 */
export const notify = {
  success: (message: string) => void toastModule().then((t) => t.success(message)),
  /** The message is the toast's id, so one failure seen by several components shows once. */
  error: (message: string) => void toastModule().then((t) => t.error(message, { id: message })),
};
