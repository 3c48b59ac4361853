import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { Me } from '../../../shared/users.ts';
import { BIO_MAX } from '../../../shared/users.ts';
import { FormField } from '../../components/form-field.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { profile } from '../../i18n/profile.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useImageMaxBytes } from '../../lib/use-store-config.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { sellerPath } from '../books/book-paths.ts';
import { PhotoField } from '../../components/photo-field.tsx';
import { readProfileForm } from './profile-values.ts';
import { EmailSettings } from './email-settings.tsx';
import { PushSettings } from './push-settings.tsx';
import { ReadingSettings } from './reading-settings.tsx';
import { useSaveProfile } from './use-save-profile.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

/** /dashboard/profile: one's name, photo and bio (a seller's profile page shows all three), and which emails and notifications come. */
export function ProfilePage() {
  const t = useMessages(profile);
  const trpc = useTRPC();
  const me = useQuery(trpc.users.me.queryOptions());
  // A saved form is drawn afresh from the saved record (and is no longer busy).
  const [saves, setSaves] = useState(0);
  const onSaved = useCallback(() => setSaves((n) => n + 1), []);
  // Asked for with the profile (one batch), so a photo is checked against the store's own limit.
  const imageMaxBytes = useImageMaxBytes();

  return (
    <section className="max-w-3xl">
      <title>{t('pageTitle')}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('heading')}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{t('intro')}</p>
      {me.isPending ? (
        <LoadingSpinner label={t('loading')} />
      ) : me.isError || !me.data ? (
        <div className="mt-8">
          <QueryError message={t('loadFailed')} onRetry={() => void me.refetch()} retrying={me.isFetching} />
        </div>
      ) : (
        <ProfileForm key={saves} me={me.data} imageMaxBytes={imageMaxBytes} onSaved={onSaved} />
      )}
      <ReadingSettings />
      <EmailSettings />
      <PushSettings />
    </section>
  );
}

function ProfileForm({ me, imageMaxBytes, onSaved }: { me: Me; imageMaxBytes: number; onSaved: () => void }) {
  const t = useMessages(profile);
  const save = useSaveProfile(onSaved);
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm((form: FormData) => readProfileForm(form, imageMaxBytes), save, 'Saving the profile');
  const [bioLength, setBioLength] = useState(me.bio.length);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
      className="card border-base-300 bg-base-100 mt-8 space-y-5 border p-5 shadow-sm sm:p-8"
    >
      <FormField label={t('name')} error={errors.name}>
        {(control) => <input {...control} name="name" defaultValue={me.name} autoComplete="name" maxLength={80} className="input w-full" />}
      </FormField>
      <div className="flex items-start gap-4">
        {me.image && <img src={me.image} alt={t('currentPhoto')} width={64} height={64} className="rounded-full object-cover size-16" />}
        <div className="grow">
          <PhotoField error={errors.photo} />
          <p className="text-base-content/70 mt-1 text-sm">{me.image ? t('replacePhoto') : t('noPhoto')}</p>
        </div>
      </div>
      <FormField label={t('bio')} error={errors.bio}>
        {(control) => (
          <textarea
            {...control}
            name="bio"
            rows={4}
            maxLength={BIO_MAX}
            defaultValue={me.bio}
            onChange={(event) => setBioLength(event.currentTarget.value.length)}
            placeholder={t('bioPlaceholder')}
            className="textarea w-full"
          />
        )}
      </FormField>
      <p className="text-base-content/70 -mt-3 text-end text-sm">
        {formatNumber(bioLength)}/{formatNumber(BIO_MAX)}
      </p>
      {failure && (
        <p role="alert" className="text-error text-sm">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-4">
        {me.role === 'seller' && (
          <Link to={sellerPath(me._id)} className="link link-secondary">
            {t('seeSellerPage')}
          </Link>
        )}
        <SubmitButton busy={busy} className="w-full sm:w-auto">
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
