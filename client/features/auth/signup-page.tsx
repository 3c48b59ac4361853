import { Link } from 'react-router';
import { FormField } from '../../components/form-field.tsx';
import { IMAGE_ACCEPT } from '../../lib/image-file.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useImageMaxBytes } from '../../lib/use-store-config.ts';
import { AuthCard } from './auth-card.tsx';
import { readSignUpForm } from './sign-up-values.ts';
import { useSignUp } from './use-sign-up.ts';
import { SubmitButton } from '../../components/submit-button.tsx';
import { auth } from '../../i18n/auth.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';

export function SignUpPage() {
  const signUp = useSignUp();
  const imageMaxBytes = useImageMaxBytes();
  const t = useMessages(auth);
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm((form: FormData) => readSignUpForm(form, imageMaxBytes), signUp, 'Sign-up');

  return (
    <AuthCard title={t('signUpTitle')} intro={t('signUpIntro')}>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-busy={busy}>
        <p className="text-base-content/75 text-sm">
          <RichText text={t('requiredNote')} parts={[(star) => <span className="text-error">{star}</span>]} />
        </p>
        <FormField label={t('name')} required error={errors.name}>
          {(control) => <input {...control} name="name" autoComplete="name" className="input w-full" />}
        </FormField>
        <FormField label={t('email')} required error={errors.email}>
          {(control) => <input {...control} name="email" type="email" autoComplete="email" className="input w-full" />}
        </FormField>
        <FormField label={t('password')} required error={errors.password}>
          {(control) => <input {...control} name="password" type="password" autoComplete="new-password" className="input w-full" />}
        </FormField>
        <FormField label={t('profileImage')} required error={errors.image}>
          {(control) => <input {...control} name="image" type="file" accept={IMAGE_ACCEPT} className="file-input w-full" />}
        </FormField>
        <FormField label={t('role')} error={errors.role}>
          {(control) => (
            <select {...control} name="role" defaultValue="buyer" className="select w-full">
              <option value="buyer">{t('role.buyer')}</option>
              <option value="seller">{t('role.seller')}</option>
            </select>
          )}
        </FormField>
        {failure && (
          <p role="alert" className="text-error text-sm">
            {failure}
          </p>
        )}
        <SubmitButton busy={busy} className="w-full">
          {t('signUp')}
        </SubmitButton>
      </form>
      <p className="text-center text-sm">
        {t('haveAccount')}{' '}
        <Link to="/login" className="link link-secondary font-semibold">
          {t('login')}
        </Link>
      </p>
    </AuthCard>
  );
}
