import { useState, type SubmitEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { FormField } from '../../components/form-field.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { formText } from '../../lib/form-text.ts';
import { useTRPCClient } from '../../lib/trpc.ts';
import { AuthCard } from './auth-card.tsx';
import { useAuth } from './auth-context.ts';
import type { AuthUser } from './auth-user.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { loginReason, returnPath } from './return-path.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { SubmitButton } from '../../components/submit-button.tsx';
import { auth as authWords } from '../../i18n/auth.ts';
import { useMessages } from '../../i18n/namespace.ts';

export function LoginPage() {
  const auth = useAuth();
  const t = useMessages(authWords);
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trpcClient = useTRPCClient();
  const reason = loginReason(location);

  // Someone who is signed in already (Firebase answered after the 1.5 s fallback, say) goes on.
  if (auth.user && !auth.loading && !busy && !error) return <Navigate to={returnPath(location)} replace />;

  /** Signs in, then finishes; a failure after Firebase let the user in signs out again, so nothing changes. */
  const signInWith = async (signIn: () => Promise<AuthUser>, afterSignIn?: (user: AuthUser) => Promise<void>) => {
    setBusy(true);
    setError(null);
    const release = auth.beginFlow();
    let signedIn = false;
    try {
      const user = await signIn();
      signedIn = true;
      await afterSignIn?.(user);
      await completeSignIn(user);
      // Busy stays set on success: the page it goes to replaces this one once its code is in.
    } catch (failure) {
      console.error('Login failed', failure);
      setError(errorMessage(failure));
      if (signedIn) await auth.signOut().catch((undo: unknown) => console.error('Logout failed', undo));
      setBusy(false);
    } finally {
      release();
    }
  };

  /** Google sign-in always makes a buyer; the server keeps to that whatever is sent. */
  const saveGoogleUser = async (user: AuthUser) => {
    if (!user.email) throw new Error(t('googleNoEmail'));
    await trpcClient.users.save.mutate({
      name: user.displayName || user.email.split('@')[0] || user.email,
      email: user.email,
      image: user.photoURL ?? '',
      role: 'buyer',
    });
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void signInWith(() => auth.signIn(formText(form, 'email').trim(), formText(form, 'password')));
  };

  return (
    <AuthCard title={t('loginTitle')} intro={t('loginIntro')}>
      {/* Sent here by a protected page: say why, so the redirect does not look like an error. */}
      {reason && (
        <p role="status" className="alert alert-info alert-soft">
          {reason}
        </p>
      )}
      <form onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
        <FormField label={t('email')}>
          {(control) => <input {...control} name="email" type="email" autoComplete="email" required className="input w-full" />}
        </FormField>
        <FormField label={t('password')}>
          {(control) => <input {...control} name="password" type="password" autoComplete="current-password" required className="input w-full" />}
        </FormField>
        {error && (
          <p role="alert" className="text-error text-sm">
            {error}
          </p>
        )}
        <SubmitButton busy={busy} className="w-full">
          {t('login')}
        </SubmitButton>
      </form>
      <p className="text-center text-sm">
        {t('newHere')}{' '}
        <Link to="/signup" className="link link-secondary font-semibold">
          {t('createAccount')}
        </Link>
      </p>
      <div className="divider my-0">{t('or')}</div>
      <GoogleSignIn disabled={busy} onSignIn={(identity) => signInWith(() => auth.signInWithGoogle(identity), saveGoogleUser)} />
    </AuthCard>
  );
}
