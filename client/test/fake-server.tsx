import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import { TRPCError, type inferRouterInputs, type inferRouterOutputs } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AppRouter } from '../../server/trpc/router.ts';
import type { StoreConfig } from '../../shared/store-config.ts';
import { AuthContext, type AuthContextValue } from '../features/auth/auth-context.ts';
import { createTrpcClient, TRPCProvider } from '../lib/trpc.ts';

/*
 * The store's server as the client's tests see it: `fetch` answers /trpc the way tRPC's HTTP
 * adapter does (batches, result and error envelopes), from handlers each test gives for the
 * procedures it needs. The client's own tRPC client and link run unchanged on top of it.
 */

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
type Router = Extract<keyof Outputs, string>;
/** 'catalog.storeConfig', 'orders.book', ... */
export type ProcedurePath = { [R in Router]: `${R}.${Extract<keyof Outputs[R], string>}` }[Router];
type InputOf<P extends ProcedurePath> = P extends `${infer R extends Router}.${infer N}` ? (N extends keyof Inputs[R] ? Inputs[R][N] : never) : never;
type OutputOf<P extends ProcedurePath> = P extends `${infer R extends Router}.${infer N}` ? (N extends keyof Outputs[R] ? Outputs[R][N] : never) : never;

/** How the fake server answers one procedure: its output, or a thrown TRPCError (the refusal a client is shown). */
export type Handlers = { [P in ProcedurePath]?: (input: InputOf<P>) => OutputOf<P> | Promise<OutputOf<P>> };

/** One procedure call the client made. */
export type Call = { path: string; input: unknown; authorization: string | null };

export type FakeServer = {
  /** Every call the client made, in order. */
  calls: Call[];
  /** The inputs of the calls to one procedure. */
  inputsOf: (path: ProcedurePath) => unknown[];
};

export const STORE_CONFIG: StoreConfig = {
  currency: 'BDT',
  firebase: { apiKey: 'test-key', authDomain: 'localhost', projectId: 'demo-bookstore', emulatorUrl: '/' },
  stripePublishableKey: null,
  imageMaxBytes: 5 * 1024 * 1024,
};

function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, window.location.href);
}

/** The store's other endpoints, by method and path: `'POST /api/images'`. */
export type RestHandlers = Record<string, (init: RequestInit | undefined, url: URL) => Response | Promise<Response>>;

/**
 * Replaces `fetch` with the fake server (vitest's unstubAllGlobals, in the setup file, puts it
 * back): tRPC calls go to `handlers`, other paths to `rest`; anything else is a 404.
 */
export function fakeServer(handlers: Handlers, rest: RestHandlers = {}): FakeServer {
  const calls: Call[] = [];
  const table = handlers as Record<string, ((input: unknown) => unknown) | undefined>;

  const answer = async (path: string, input: unknown) => {
    const handler = table[path];
    try {
      if (!handler) throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${path}"` });
      return { result: { data: await handler(input) } };
    } catch (error) {
      const refusal =
        error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' });
      // The envelope tRPC's HTTP adapter writes, with tRPC's own codes.
      const data = { code: refusal.code, httpStatus: getHTTPStatusCodeFromError(refusal), path };
      return { error: { message: refusal.message, code: TRPC_ERROR_CODES_BY_KEY[refusal.code], data } };
    }
  };

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    if (!url.pathname.startsWith('/trpc/')) {
      const route = rest[`${init?.method ?? 'GET'} ${url.pathname}`];
      return route ? route(init, url) : Response.json({ message: `Not found: ${url.pathname}` }, { status: 404 });
    }
    const paths = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
    const raw = init?.method === 'POST' ? (typeof init.body === 'string' ? init.body : '{}') : (url.searchParams.get('input') ?? '{}');
    const inputs = JSON.parse(raw) as Record<string, unknown>;
    const authorization = new Headers(init?.headers).get('Authorization');
    const envelopes = await Promise.all(
      paths.map((path, i) => {
        calls.push({ path, input: inputs[i], authorization });
        return answer(path, inputs[i]);
      }),
    );
    // As tRPC answers a batch: the error's status when every call failed, 207 when some did.
    const errors = envelopes.flatMap((e) => (e.error ? [e.error] : []));
    const status = errors.length === 0 ? 200 : errors.length === envelopes.length ? errors[0]!.data.httpStatus : 207;
    return Response.json(envelopes, { status });
  });
  vi.stubGlobal('fetch', fetch);

  return { calls, inputsOf: (path) => calls.filter((c) => c.path === path).map((c) => c.input) };
}

/** A signed-in person as the auth provider describes them; every action fails unless a test replaces it. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const unexpected = (name: string) => vi.fn(() => Promise.reject(new Error(`${name} was not expected in this test`)));
  return {
    user: { uid: 'uid-reader', email: 'reader@example.com', displayName: 'Rina Reader', photoURL: null },
    loading: false,
    initialising: false,
    googleSignIn: 'test-identity',
    confirmEmailVerified: unexpected('confirmEmailVerified'),
    signUp: unexpected('signUp'),
    signIn: unexpected('signIn'),
    signInWithGoogle: unexpected('signInWithGoogle'),
    updateUserProfile: unexpected('updateUserProfile'),
    signOut: unexpected('signOut'),
    idToken: unexpected('idToken'),
    obtainAccessToken: unexpected('obtainAccessToken'),
    discardNewAccount: unexpected('discardNewAccount'),
    prepare: vi.fn(),
    beginFlow: vi.fn(() => () => undefined),
    ...overrides,
  };
}

/** Shows where the app went (`/dashboard/buyer?x=1`), for tests of pages that navigate. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The address the app is at now. */
export const currentLocation = () => screen.getByTestId('location').textContent;

type RenderOptions = {
  auth?: AuthContextValue;
  path?: string;
  /** The query cache to start from (to render a page as in-app navigation finds it, with lists already read). */
  queryClient?: QueryClient;
};

/** A query cache as the tests use it: failed calls are not retried, so a refusal shows at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** tRPC's keys and options outside a component, to fill a cache before rendering: `trpcFor(queryClient).catalog.categories.queryKey()`. */
export const trpcFor = (queryClient: QueryClient) => createTRPCOptionsProxy<AppRouter>({ client: createTrpcClient(), queryClient });

/**
 * Renders `ui` as the app's providers do (providers.tsx): TanStack Query, the client's tRPC client
 * (talking to the fake server), the router at `path`, and the signed-in person.
 */
export function renderWithProviders(ui: ReactElement, { auth = fakeAuth(), path = '/', queryClient = testQueryClient() }: RenderOptions = {}): RenderResult {
  const trpcClient = createTrpcClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[path]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </AuthContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
