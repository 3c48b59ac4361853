import { Link } from 'react-router';
import { FormField } from '../../components/form-field.tsx';
import { IMAGE_ACCEPT } from '../../lib/image-file.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useImageMaxBytes } from '../../lib/use-store-config.ts';
import { AuthCard } from './auth-card.tsx';
import { readSignUpForm } from './sign-up-values.ts';
import { useSignUp } from './use-sign-up.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

export function SignUpPage() {
  const signUp = useSignUp();
  const imageMaxBytes = useImageMaxBytes();
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm((form: FormData) => readSignUpForm(form, imageMaxBytes), signUp, 'Sign-up');

  return (
    <AuthCard title="Create a new account!" intro="Buy used books from sellers near you, or sell the ones you have finished.">
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-busy={busy}>
        <p className="text-base-content/75 text-sm">
          Fields marked <span className="text-error">*</span> are required.
        </p>
        <FormField label="Name" required error={errors.name}>
          {(control) => <input {...control} name="name" autoComplete="name" className="input w-full" />}
        </FormField>
        <FormField label="Email" required error={errors.email}>
          {(control) => <input {...control} name="email" type="email" autoComplete="email" className="input w-full" />}
        </FormField>
        <FormField label="Password" required error={errors.password}>
          {(control) => <input {...control} name="password" type="password" autoComplete="new-password" className="input w-full" />}
        </FormField>
        <FormField label="Profile image" required error={errors.image}>
          {(control) => <input {...control} name="image" type="file" accept={IMAGE_ACCEPT} className="file-input w-full" />}
        </FormField>
        <FormField label="Role" error={errors.role}>
          {(control) => (
            <select {...control} name="role" defaultValue="buyer" className="select w-full">
              <option value="buyer">Buyer</option>
              <option value="seller">Seller</option>
            </select>
          )}
        </FormField>
        {failure && (
          <p role="alert" className="text-error text-sm">
            {failure}
          </p>
        )}
        <SubmitButton busy={busy} className="w-full">
          Sign up
        </SubmitButton>
      </form>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" className="link link-secondary font-semibold">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
