import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { ALERT_MODE_LABELS, ALERT_MODES, EMAIL_TOPIC_LABELS, EMAIL_TOPICS, type AlertMode, type EmailSettingsChange } from '../../../shared/email-settings.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { TopicSwitches } from '../../components/topic-switches.tsx';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

const SWITCHED = EMAIL_TOPICS.filter((t) => t !== 'alerts');

/** Profile → Email: which emails come, each topic switched on or off, alerts daily, one by one or never. Each change is saved at once. */
export function EmailSettings() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.email.settings.queryOptions());
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.email.changeSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.email.settings.queryKey(), saved);
        notify.success('Email settings saved');
      },
    }),
  );
  const headingId = useId();
  const alertsId = useId();
  const save = (value: EmailSettingsChange) => change.mutate(value);

  return (
    <section aria-labelledby={headingId} id="email" className="card border-base-300 bg-base-100 mt-8 border p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        Email
      </h2>
      <p className="text-base-content/75 mt-1">What we email you about. Every email also has a link to stop that kind.</p>
      {settings.isPending && <LoadingSpinner label="Loading your email settings…" />}
      {settings.isError && (
        <QueryError message="We couldn't load your email settings." onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      )}
      {settings.data && (
        <div className="mt-5 space-y-4">
          <TopicSwitches
            topics={SWITCHED}
            labels={EMAIL_TOPIC_LABELS}
            settings={settings.data}
            disabled={change.isPending}
            onSwitch={(topic, on) => save({ [topic]: on })}
          />
          <div className="flex flex-wrap items-start justify-between gap-3">
            <label htmlFor={alertsId}>
              <span className="block font-medium">{EMAIL_TOPIC_LABELS.alerts.title}</span>
              <span className="text-base-content/70 block text-sm">{EMAIL_TOPIC_LABELS.alerts.detail}</span>
            </label>
            <select
              id={alertsId}
              className="select w-full sm:w-56"
              value={settings.data.alerts}
              disabled={change.isPending}
              onChange={(event) => save({ alerts: event.currentTarget.value as AlertMode })}
            >
              {ALERT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {ALERT_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </section>
  );
}
