import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { PUSH_TOPIC_LABELS, PUSH_TOPICS, type PushDevice } from '../../../shared/push.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { TopicSwitches } from '../../components/topic-switches.tsx';
import { formatPostingDate } from '../../lib/format-date.ts';
import { notify } from '../../lib/notify.ts';
import { currentSubscription, forgetThisDevice, pushSupported, subscribeThisDevice } from '../../lib/push-device.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';

const THIS_BROWSER = ['push', 'this-browser'] as const;

/**
 * Profile → Notifications on your devices: push on this browser on or off, the devices that get
 * them (each can be removed), and which topics come. Each change is saved at once.
 */
export function PushSettings() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const devicesId = useId();
  const supported = pushSupported();
  const settings = useQuery(trpc.push.settings.queryOptions());
  const devices = useQuery(trpc.push.devices.queryOptions());
  const thisBrowser = useQuery({ queryKey: THIS_BROWSER, queryFn: async () => (await currentSubscription())?.endpoint ?? null, enabled: supported });
  const readDevicesAgain = () =>
    Promise.all([queryClient.invalidateQueries(trpc.push.devices.queryFilter()), queryClient.invalidateQueries({ queryKey: THIS_BROWSER })]);

  const change = useMutation(
    trpc.push.changeSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.push.settings.queryKey(), saved);
        notify.success('Notification settings saved');
      },
    }),
  );
  const turnOn = useMutation({
    mutationFn: () => subscribeThisDevice(client),
    onSuccess: () => notify.success('Notifications are on for this device'),
    onSettled: readDevicesAgain,
  });
  const turnOff = useMutation({
    mutationFn: () => forgetThisDevice(client, devices.data?.devices),
    onSuccess: () => notify.success('Notifications are off for this device'),
    onSettled: readDevicesAgain,
  });
  const remove = useMutation(trpc.push.unsubscribe.mutationOptions({ onSuccess: () => notify.success('Device removed'), onSettled: readDevicesAgain }));

  const list = devices.data?.devices ?? [];
  const onHere = supported && thisBrowser.data != null && list.some((d) => d.endpoint === thisBrowser.data);
  const busy = turnOn.isPending || turnOff.isPending;

  return (
    <section aria-labelledby={headingId} id="notifications" className="card border-base-300 bg-base-100 mt-8 border p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        Notifications on your devices
      </h2>
      <p className="text-base-content/75 mt-1">A buzz on your phone when a buyer writes, an offer waits for you or an order needs you.</p>

      <div className="mt-5">
        {!supported ? (
          <p className="text-base-content/75">
            This browser cannot get notifications from the store here. Open the store over HTTPS in Chrome, Edge, Firefox or Samsung Internet; on an iPhone, add
            it to the home screen first and open it from there.
          </p>
        ) : onHere ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-medium">Notifications are on for this device.</p>
            <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => turnOff.mutate()}>
              Turn off on this device
            </button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              {Notification.permission === 'denied'
                ? 'This browser blocks notifications from the store. Allow them in its site settings, then turn them on here.'
                : 'Notifications are off for this device.'}
            </p>
            <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => turnOn.mutate()}>
              Turn on for this device
            </button>
          </div>
        )}
      </div>

      {devices.isError && <QueryError message="We couldn't load your devices." onRetry={() => void devices.refetch()} retrying={devices.isFetching} />}
      {list.length > 0 && (
        <>
          <h3 id={devicesId} className="mt-6 font-semibold">
            Devices that get them
          </h3>
          <ul aria-labelledby={devicesId} className="divide-base-300 border-base-300 rounded-box mt-2 divide-y border">
            {list.map((device) => (
              <DeviceRow
                key={device.id}
                device={device}
                here={device.endpoint === thisBrowser.data}
                busy={remove.isPending}
                onRemove={() => (device.endpoint === thisBrowser.data ? turnOff.mutate() : remove.mutate({ id: device.id }))}
              />
            ))}
          </ul>
        </>
      )}

      <h3 className="mt-6 font-semibold">What they are about</h3>
      {settings.isPending && <LoadingSpinner label="Loading your notification settings…" />}
      {settings.isError && (
        <QueryError message="We couldn't load your notification settings." onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      )}
      {settings.data && (
        <div className="mt-3 space-y-4">
          <TopicSwitches
            topics={PUSH_TOPICS}
            labels={PUSH_TOPIC_LABELS}
            settings={settings.data}
            disabled={change.isPending}
            onSwitch={(topic, on) => change.mutate({ [topic]: on })}
          />
        </div>
      )}
    </section>
  );
}

function DeviceRow({ device, here, busy, onRemove }: { device: PushDevice; here: boolean; busy: boolean; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <span>
        <span className="font-medium">{device.label}</span>
        {here && <span className="badge badge-secondary badge-sm ms-2">This device</span>}
        <span className="text-base-content/70 block text-sm">Added {formatPostingDate(device.createdAt)}</span>
      </span>
      <button type="button" className="btn btn-ghost btn-sm" disabled={busy} aria-label={`Remove ${device.label}`} onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}
