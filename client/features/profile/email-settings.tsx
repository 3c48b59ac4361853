import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  ALERT_MODES,
  EMAIL_TOPICS,
  MESSAGE_EMAIL_GAP_MINUTES,
  type AlertMode,
  type EmailSettingsChange,
  type EmailTopic,
} from '../../../shared/email-settings.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { TopicSwitches } from '../../components/topic-switches.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { profile } from '../../i18n/profile.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

const SWITCHED = EMAIL_TOPICS.filter((t) => t !== 'alerts');

/** A topic's title and detail in the page's language: the client's own words, by topic (the API keeps its English labels). */
export const emailTopicLabel = (topic: EmailTopic) => ({
  title: profile.t(`emailTopic.${topic}`),
  detail: profile.t(`emailDetail.${topic}`, { minutes: MESSAGE_EMAIL_GAP_MINUTES }),
});

/** Profile → Email: which emails come, each topic switched on or off, alerts daily, one by one or never. Each change is saved at once. */
export function EmailSettings() {
  const t = useMessages(profile);
  const trpc = useTRPC();
  const settings = useQuery(trpc.email.settings.queryOptions());
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.email.changeSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.email.settings.queryKey(), saved);
        notify.success(profile.t('emailSaved'));
      },
    }),
  );
  const headingId = useId();
  const alertsId = useId();
  const save = (value: EmailSettingsChange) => change.mutate(value);

  return (
    <section aria-labelledby={headingId} id="email" className="card border-base-300 bg-base-100 mt-8 border p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        {t('emailHeading')}
      </h2>
      <p className="text-base-content/75 mt-1">{t('emailIntro')}</p>
      {settings.isPending && <LoadingSpinner label={t('emailLoading')} />}
      {settings.isError && <QueryError message={t('emailFailed')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />}
      {settings.data && (
        <div className="mt-5 space-y-4">
          <TopicSwitches
            topics={SWITCHED}
            labelOf={emailTopicLabel}
            settings={settings.data}
            disabled={change.isPending}
            onSwitch={(topic, on) => save({ [topic]: on })}
          />
          <div className="flex flex-wrap items-start justify-between gap-3">
            <label htmlFor={alertsId}>
              <span className="block font-medium">{t('emailTopic.alerts')}</span>
              <span className="text-base-content/70 block text-sm">{t('emailDetail.alerts')}</span>
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
                  {t(`alertMode.${mode}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </section>
  );
}
