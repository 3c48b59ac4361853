import { lazy, Suspense } from 'react';
import { useWaitingUpdate } from '../../lib/app-update.ts';

// Its own chunk, with its words: most visits never see a new version arrive.
const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })));

/** The update prompt, once a new version of the store waits (client/lib/service-worker.ts). */
export function WaitingUpdate() {
  const apply = useWaitingUpdate();
  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt apply={apply} />
    </Suspense>
  );
}
