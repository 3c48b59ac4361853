import { dismissUpdate, useWaitingUpdate } from '../../lib/app-update.ts';

/** At the foot of the screen once a new version is deployed and installed: reload into it, or later. */
export function UpdatePrompt() {
  const apply = useWaitingUpdate();
  if (!apply) return null;
  return (
    <div role="alert" className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-md">
      <div className="alert bg-base-100 border-base-300 shadow-lg">
        <span>A new version of Book Store is ready.</span>
        <div className="flex gap-2">
          <button type="button" className="btn btn-ghost btn-sm" onClick={dismissUpdate}>
            Later
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
            Reload
          </button>
        </div>
      </div>
    </div>
  );
}
