import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import tseslint from 'typescript-eslint';
import { architecture } from './eslint/architecture.js';
import { userVisibleTextPlugin } from './eslint/user-visible-text.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      '.data/',
      'server/db/generated/',
      'tests/generated/',
      'node_modules/',
      'test-results/',
      'bench-results/',
      // wasm-bindgen glue of Prisma's schema engine, vendored unchanged.
      'scripts/prisma-diff/schema_engine_bg.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'no-console': 'off',
      // Numbers read naturally in messages; anything else in a template must be a string first.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `(x) => doSomething(x)` as a callback is the idiom; a void value assigned or returned elsewhere is still caught.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Accessibility of the JSX itself (labels, roles, keyboard), before the browser journeys' axe checks.
  { files: ['client/**/*.tsx'], ...jsxA11y.configs.strict },
  {
    // Browser code runs no Node: its TypeScript program sees Node's types only through the server's
    // (AppRouter), so the linter keeps Node's modules and globals out of it.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'The web client runs in the browser: no Node modules.' }] }],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', '__dirname', '__filename', 'require'].map((name) => ({
          name,
          message: 'The web client runs in the browser: no Node globals.',
        })),
      ],
      // confirm(), alert() and prompt() look foreign and block the page: ask with useConfirm's dialog.
      'no-alert': 'error',
    },
  },
  {
    // Tests read answers as the JSON they are (`res.json()` is untyped) and assert on them: the
    // assertion is the check, so reading an untyped answer is not flagged there.
    files: ['tests/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', '{server,shared,scripts}/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'client/test/**/*.{ts,tsx}'],
    rules: Object.fromEntries(
      ['no-unsafe-member-access', 'no-unsafe-assignment', 'no-unsafe-argument', 'no-unsafe-call', 'no-unsafe-return'].map((rule) => [
        `@typescript-eslint/${rule}`,
        'off',
      ]),
    ),
  },
  ...architecture,
  {
    // Words a person reads come from the translation files (docs/languages.md).
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/**/*.test.{ts,tsx}', 'client/test/**'],
    plugins: { bookstore: userVisibleTextPlugin },
    rules: { 'bookstore/user-visible-text': 'error' },
  },
  {
    // tRPC's internals (a procedure's `_def`, its unstable core) are read in server/trpc/internals/
    // alone, so an upgrade that changes them breaks in one place, which its tests cover.
    files: ['**/*.{ts,tsx}'],
    ignores: ['server/trpc/internals/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='_def']", message: "Read a procedure's definition through server/trpc/internals/procedures.ts." },
        {
          selector: "ImportDeclaration[source.value='@trpc/server/unstable-core-do-not-import']",
          message: "tRPC's unstable core is used in server/trpc/internals/ alone.",
        },
      ],
    },
  },
  // Plain JavaScript (tool configs, build scripts) has no types to check.
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  // The offline page's script runs in the browser, the service worker in a worker.
  { files: ['client/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['client/service-worker/**/*.ts'], languageOptions: { globals: { ...globals.serviceworker } } },
  // Formatting is Prettier's (`npm run format`; `npm run lint` checks it): no lint rule argues with it.
  prettier,
);
