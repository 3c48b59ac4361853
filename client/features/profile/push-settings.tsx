import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { PUSH_TOPICS, type PushDevice, type PushTopic } from '../../../shared/push.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { TopicSwitches } from '../../components/topic-switches.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { profile } from '../../i18n/profile.ts';
import { formatPostingDate } from '../../lib/format-date.ts';
import { notify } from '../../lib/notify.ts';
import { currentSubscription, forgetThisDevice, pushSupported, subscribeThisDevice } from '../../lib/push-device.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';

const THIS_BROWSER = ['push', 'this-browser'] as const;

/** A topic's title and detail in the page's language: the client's own words, by topic (the API keeps its English labels). */
const pushTopicLabel = (topic: PushTopic) => ({ title: profile.t(`pushTopic.${topic}`), detail: profile.t(`pushDetail.${topic}`) });

/**
 * Profile → Notifications on your devices: push on this browser on or off, the devices that get
 * them (each can be removed), and which topics come. Each change is saved at once.
 */
export function PushSettings() {
  const t = useMessages(profile);
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
        notify.success(profile.t('pushSaved'));
      },
    }),
  );
  const turnOn = useMutation({
    mutationFn: () => subscribeThisDevice(client),
    onSuccess: () => notify.success(profile.t('pushTurnedOn')),
    onSettled: readDevicesAgain,
  });
  const turnOff = useMutation({
    mutationFn: () => forgetThisDevice(client, devices.data?.devices),
    onSuccess: () => notify.success(profile.t('pushTurnedOff')),
    onSettled: readDevicesAgain,
  });
  const remove = useMutation(
    trpc.push.unsubscribe.mutationOptions({ onSuccess: () => notify.success(profile.t('deviceRemoved')), onSettled: readDevicesAgain }),
  );

  const list = devices.data?.devices ?? [];
  const onHere = supported && thisBrowser.data != null && list.some((d) => d.endpoint === thisBrowser.data);
  const busy = turnOn.isPending || turnOff.isPending;

  return (
    <section aria-labelledby={headingId} id="notifications" className="card border-base-300 bg-base-100 mt-8 border p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        {t('pushHeading')}
      </h2>
      <p className="text-base-content/75 mt-1">{t('pushIntro')}</p>

      <div className="mt-5">
        {!supported ? (
          <p className="text-base-content/75">{t('pushUnsupported')}</p>
        ) : onHere ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-medium">{t('pushOnHere')}</p>
            <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => turnOff.mutate()}>
              {t('turnOff')}
            </button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>{Notification.permission === 'denied' ? t('pushBlocked') : t('pushOffHere')}</p>
            <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => turnOn.mutate()}>
              {t('turnOn')}
            </button>
          </div>
        )}
      </div>

      {devices.isError && <QueryError message={t('devicesFailed')} onRetry={() => void devices.refetch()} retrying={devices.isFetching} />}
      {list.length > 0 && (
        <>
          <h3 id={devicesId} className="mt-6 font-semibold">
            {t('devicesHeading')}
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

      <h3 className="mt-6 font-semibold">{t('pushTopicsHeading')}</h3>
      {settings.isPending && <LoadingSpinner label={t('pushLoading')} />}
      {settings.isError && <QueryError message={t('pushFailed')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />}
      {settings.data && (
        <div className="mt-3 space-y-4">
          <TopicSwitches
            topics={PUSH_TOPICS}
            labelOf={pushTopicLabel}
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
  const t = useMessages(profile);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <span>
        <span className="font-medium">{device.label}</span>
        {here && <span className="badge badge-secondary badge-sm ms-2">{t('thisDevice')}</span>}
        <span className="text-base-content/70 block text-sm">{t('deviceAdded', { date: formatPostingDate(device.createdAt) })}</span>
      </span>
      <button type="button" className="btn btn-ghost btn-sm" disabled={busy} aria-label={t('removeDevice', { device: device.label })} onClick={onRemove}>
        {t('remove')}
      </button>
    </li>
  );
}
