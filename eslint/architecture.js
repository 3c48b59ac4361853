// The architecture, as the linter holds it (eslint-plugin-boundaries; eslint-plugin-import-x for
// cycles): which part of the code may import which. docs/architecture.md explains the layers; this
// file is their single definition.
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Every part of the code, by the files it is made of (the first pattern a file matches decides). */
const layers = [
  // Server, top to bottom: each layer imports only from the layers below it.
  { category: 'server-entry', pattern: ['server/boot.ts', 'server/main.ts', 'server/app.ts', 'server/create-deps.ts', 'server/services-runtime.ts'] },
  // The ways in, side by side (none imports another): HTTP, the background jobs, the demo seed.
  { category: 'server-http', pattern: ['server/http/**'] },
  { category: 'server-jobs', pattern: ['server/jobs/tasks.ts'] },
  { category: 'server-seed', pattern: ['server/seed/**'] },
  { category: 'server-api', pattern: ['server/routers/**', 'server/trpc/router.ts'] },
  { category: 'server-procedures', pattern: ['server/trpc/**'] },
  { category: 'server-services', pattern: ['server/services/**'] },
  {
    category: 'server-infrastructure',
    pattern: [
      'server/db/**',
      'server/integrations/**',
      'server/auth/**',
      'server/limits/**',
      'server/cache/**',
      'server/realtime/**',
      'server/runtime/**',
      'server/observability/**',
      'server/i18n/**',
      'server/jobs/**',
      'server/cluster.ts',
      'server/config.ts',
      'server/deps.ts',
    ],
  },
  // Client: the app shell composes features; a feature uses only the shared pieces below it.
  { category: 'client-app', pattern: ['client/app/**', 'client/main.tsx'] },
  // The shared features, which every feature may use: how a book is shown, who is signed in,
  // reporting something to the admins, and an order's moves after payment (buyer, seller, admin).
  { category: 'client-books', pattern: ['client/features/books/**'] },
  { category: 'client-auth', pattern: ['client/features/auth/**'] },
  { category: 'client-reports', pattern: ['client/features/reports/**'] },
  { category: 'client-order-lifecycle', pattern: ['client/features/order-lifecycle/**'] },
  { category: 'client-feature', pattern: 'client/features/*/**', capture: ['feature'] },
  { category: 'client-components', pattern: ['client/components/**'] },
  { category: 'client-lib', pattern: ['client/lib/**', 'client/assets/**'] },
  // Both sides: schemas and rules that the client and the server share.
  { category: 'shared', pattern: ['shared/**'] },
];

/** Files of layer `from` may import files of their own layer and of the layers `to`. */
const may = (from, to) => ({ from: { file: { categories: from } }, allow: { to: { file: { categories: { anyOf: [from, ...to] } } } } });

const serverBelowServices = ['server-infrastructure', 'shared'];
const serverBelowProcedures = ['server-services', ...serverBelowServices];
const serverBelowApi = ['server-procedures', ...serverBelowProcedures];
const serverBelowAdapters = ['server-api', ...serverBelowApi];
const clientShared = ['client-components', 'client-lib', 'shared'];
const clientSharedFeatures = ['client-books', 'client-auth', 'client-reports', 'client-order-lifecycle'];

const policies = [
  may('server-entry', ['server-http', 'server-jobs', 'server-seed', ...serverBelowAdapters]),
  may('server-http', serverBelowAdapters),
  may('server-jobs', serverBelowAdapters),
  may('server-seed', serverBelowAdapters),
  may('server-api', serverBelowApi),
  may('server-procedures', serverBelowProcedures),
  may('server-services', serverBelowServices),
  may('server-infrastructure', ['shared']),
  may('client-app', ['client-feature', ...clientSharedFeatures, ...clientShared]),
  // A feature imports its own files, never another feature's (the shared features aside).
  {
    from: { file: { categories: 'client-feature' } },
    allow: { to: { file: { categories: 'client-feature', captured: { feature: '{{ from.file.captured.feature }}' } } } },
  },
  { from: { file: { categories: 'client-feature' } }, allow: { to: { file: { categories: { anyOf: [...clientSharedFeatures, ...clientShared] } } } } },
  may('client-books', ['client-auth', ...clientShared]),
  may('client-auth', clientShared),
  may('client-reports', ['client-auth', ...clientShared]),
  may('client-order-lifecycle', clientShared),
  may('client-components', ['client-lib', 'shared']),
  may('client-lib', ['shared']),
  may('shared', []),
  // The client takes types from the server (the AppRouter's), never its code.
  {
    from: { file: { categories: { anyOf: ['client-app', 'client-feature', ...clientSharedFeatures, 'client-lib'] } } },
    allow: { to: { file: { categories: 'server-api' } }, dependency: { kind: 'type' } },
  },
];

export const architecture = [
  {
    files: ['server/**/*.ts', 'client/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/files': layers.map((layer) => ({ ...layer, stopMatching: true })),
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      // Within a layer too, no module imports one that imports it back (however far round): a cycle
      // means a piece sits in the wrong module, and its imports' order decides what is defined when.
      // Type-only imports are left out: they are gone at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Services know no transport: they refuse with the errors of services/domain-errors.ts, which
    // trpc/errors.ts maps to tRPC codes and HTTP statuses for every surface.
    files: ['server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@trpc/*', 'trpc-to-openapi', 'fastify', '@fastify/*'],
              message: 'Services know no transport: throw a domain error (services/domain-errors.ts).',
            },
          ],
        },
      ],
    },
  },
];
