import { MutationCache, onlineManager, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { maybeSignedIn } from '../features/auth/signed-in-hint.ts';
import { errorMessage } from '../lib/error-message.ts';
import { notify, useToastsLoaded } from '../lib/notify.ts';
import { seedFromPage } from '../lib/page-data.ts';
import { shouldRetryQuery } from '../lib/retry-policy.ts';
import { createTrpcClient, TRPCProvider } from '../lib/trpc.ts';
import { LiveSession } from './live-session.tsx';
import { WaitingUpdate } from './pwa/waiting-update.tsx';

// Mounted with the first toast (see notify), so a page that has nothing to say never loads the library.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** Failed calls tell the user with a toast, besides the console: a failure nobody sees looks like a hang. */
function reportFailure(error: unknown) {
  console.error(error);
  notify.error(errorMessage(error));
}

/**
 * Offline (docs/offline.md), reads wait for the connection and read again once it is back, where
 * TanStack Query would otherwise take a page opened offline for online until an event says not.
 * Writes never wait: one made offline fails at once and says so (errorMessage), rather than sitting
 * paused, to be lost with the tab.
 */
function createQueryClient() {
  onlineManager.setOnline(navigator.onLine);
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: reportFailure }),
    mutationCache: new MutationCache({ onError: reportFailure }),
    defaultOptions: { queries: { retry: shouldRetryQuery }, mutations: { networkMode: 'always' } },
  });
  seedFromPage(queryClient, { forVisitor: !maybeSignedIn() });
  return queryClient;
}

/**
 * TanStack Query's and react-hot-toast's defaults are the store's numbers: unused reads kept 5 minutes,
 * failed reads retried 3 times, waiting 1 s doubling up to 30 s (refusals are not retried), and toasts
 * shown 2 s (success) or 4 s (errors).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  const toastsLoaded = useToastsLoaded();
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AuthProvider>
          {children}
          <LiveSession />
        </AuthProvider>
        <WaitingUpdate />
        {toastsLoaded && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
