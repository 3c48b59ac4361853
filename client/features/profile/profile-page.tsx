import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { Me } from '../../../shared/users.ts';
import { BIO_MAX } from '../../../shared/users.ts';
import { FormField } from '../../components/form-field.tsx';
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
  const trpc = useTRPC();
  const me = useQuery(trpc.users.me.queryOptions());
  // A saved form is drawn afresh from the saved record (and is no longer busy).
  const [saves, setSaves] = useState(0);
  const onSaved = useCallback(() => setSaves((n) => n + 1), []);
  // Asked for with the profile (one batch), so a photo is checked against the store's own limit.
  const imageMaxBytes = useImageMaxBytes();

  return (
    <section className="max-w-3xl">
      <title>Profile · Dashboard · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">Profile</h1>
      <p className="text-base-content/75 mt-3 text-lg">
        How other people see you: your name is on your listings, and buyers read your bio on your seller page.
      </p>
      {me.isPending ? (
        <LoadingSpinner label="Loading your profile…" />
      ) : me.isError || !me.data ? (
        <div className="mt-8">
          <QueryError message="We couldn't load your profile." onRetry={() => void me.refetch()} retrying={me.isFetching} />
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
      <FormField label="Name" error={errors.name}>
        {(control) => <input {...control} name="name" defaultValue={me.name} autoComplete="name" maxLength={80} className="input w-full" />}
      </FormField>
      <div className="flex items-start gap-4">
        {me.image && <img src={me.image} alt="You, as your profile shows you now" width={64} height={64} className="rounded-full object-cover size-16" />}
        <div className="grow">
          <PhotoField error={errors.photo} />
          <p className="text-base-content/70 mt-1 text-sm">{me.image ? 'Choose a picture to replace your photo.' : 'You have no photo yet.'}</p>
        </div>
      </div>
      <FormField label="Bio" error={errors.bio}>
        {(control) => (
          <textarea
            {...control}
            name="bio"
            rows={4}
            maxLength={BIO_MAX}
            defaultValue={me.bio}
            onChange={(event) => setBioLength(event.currentTarget.value.length)}
            placeholder="What you read, where buyers can collect, when you answer messages"
            className="textarea w-full"
          />
        )}
      </FormField>
      <p className="text-base-content/70 -mt-3 text-end text-sm">
        {bioLength}/{BIO_MAX}
      </p>
      {failure && (
        <p role="alert" className="text-error text-sm">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-4">
        {me.role === 'seller' && (
          <Link to={sellerPath(me._id)} className="link link-secondary">
            See your seller page
          </Link>
        )}
        <SubmitButton busy={busy} className="w-full sm:w-auto">
          Save profile
        </SubmitButton>
      </div>
    </form>
  );
}
