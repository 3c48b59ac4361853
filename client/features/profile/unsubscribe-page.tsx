import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_TOPICS, type EmailTopic } from '../../../shared/email-settings.ts';
import { SubmitButton } from '../../components/submit-button.tsx';
import { common } from '../../i18n/common.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { profile } from '../../i18n/profile.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { emailTopicLabel } from './email-settings.tsx';

/** The topic the link names beside its token, only to say it: the server reads the topic from the token. */
function topicOf(value: string | null): EmailTopic | null {
  return (EMAIL_TOPICS as readonly unknown[]).includes(value) ? (value as EmailTopic) : null;
}

/**
 * /unsubscribe?token=…&topic=…: where the link at the foot of every email leads. It asks before turning the
 * topic off (so a link scanner opening it changes nothing); no sign-in is needed, the token is the key.
 */
export function UnsubscribePage() {
  const t = useMessages(profile);
  const shared = useMessages(common);
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const topic = topicOf(params.get('topic'));
  const unsubscribe = useMutation(trpc.email.unsubscribe.mutationOptions());

  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <title>{shared('pageTitle', { page: t('unsubscribe') })}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">
        {unsubscribe.isSuccess ? t('unsubscribed') : t('stopQuestion', { topic: topic ?? 'other' })}
      </h1>
      {!topic && !unsubscribe.isSuccess && (
        <p role="alert" className="text-error mt-4">
          {t('incompleteLink')}
        </p>
      )}
      {unsubscribe.isSuccess ? (
        <p className="text-base-content/75 mt-4 text-lg">{t('stopped', { topic: unsubscribe.data.topic })}</p>
      ) : (
        topic && (
          <>
            <p className="text-base-content/75 mt-4 text-lg">{emailTopicLabel(topic).detail}</p>
            {unsubscribe.isError && (
              <p role="alert" className="text-error mt-4">
                {errorMessage(unsubscribe.error)}
              </p>
            )}
            <form
              className="mt-6"
              onSubmit={(event) => {
                event.preventDefault();
                unsubscribe.mutate({ token });
              }}
            >
              <SubmitButton busy={unsubscribe.isPending}>{t('unsubscribe')}</SubmitButton>
            </form>
          </>
        )
      )}
      <p className="mt-8">
        <Link to="/dashboard/profile#email" className="link link-secondary">
          {t('chooseAll')}
        </Link>
      </p>
    </section>
  );
}
