import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The web app's features (apps/web/src/features/<name>): each reaches another only through its index.ts. */
/** The shared kit's boundary (below). */
const SHARED_PATTERNS = [{ regex: '^@/features/', message: 'The shared kit does not depend on the features (docs/CODE_STYLE.md).' }];

const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The web calls the API by a route's key (`api('GET /shops/:shopId/sales', …)`, checked against
 * packages/contracts/src/api.ts); `request(path)` is only for the offline outbox, which replays
 * paths it stored, and http.ts's own tests.
 */
const REQUEST_MESSAGE =
  "Call api by the route's key from packages/contracts/src/api.ts; request() is only for the offline outbox (shared/offline/outbox.ts).";
const REQUEST_ONLY_IN = ['apps/web/src/shared/offline/outbox.ts', 'apps/web/src/shared/lib/http.test.ts'];
/**
 * no-restricted-imports for the web's files: `patterns` (a boundary of the file's place) and
 * `request` from the http module refused. Flat config replaces a rule's options when two objects
 * set it for one file, so every web object that sets the rule states both through this.
 */
const webImports = (patterns = [], { request = true } = {}) => [
  'error',
  request
    ? {
        paths: [{ name: '@/shared/lib/http', importNames: ['request'], message: REQUEST_MESSAGE }],
        // the same module reached by a relative path (from shared/lib)
        patterns: [...patterns, { regex: '^\\.{1,2}/(.+/)?http$', importNames: ['request'], message: REQUEST_MESSAGE }],
      }
    : { patterns },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // A length or count limit in the contracts comes from the one list (text-limits.ts), which the
  // web's forms read too: a literal there would let the two disagree.
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/contracts/src/text-limits.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='max'] > Literal.arguments:first-child",
          message: 'Take the limit from TEXT_LIMITS or COUNT_LIMITS (packages/contracts/src/text-limits.ts).',
        },
        {
          selector: 'CallExpression[callee.name=/^(text|optionalText)$/] > Literal.arguments:first-child',
          message: 'Take the limit from TEXT_LIMITS (packages/contracts/src/text-limits.ts).',
        },
      ],
    },
  },
  // Module boundaries (docs/CODE_STYLE.md): a server module reaches another only through its
  // index.ts; the platform never reaches into the modules. Tests and their fixtures may.
  {
    files: ['apps/server/src/modules/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/(?!index\\.ts$).+',
              message: 'Another module is reached only through its index.ts (docs/CODE_STYLE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/*.ts', 'apps/server/src/demo/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/[^/]+/(?!index\\.ts$).+',
              message: 'A module is reached only through its index.ts (docs/CODE_STYLE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'The platform does not depend on the modules (docs/CODE_STYLE.md).' }] },
      ],
    },
  },
  // The storefront's scripts run in the browser.
  { files: ['apps/server/src/modules/storefront/client/**/*.ts'], languageOptions: { globals: { ...globals.browser } } },
  // The web calls the API by a route's key: never `api<T>(path)`, nor `request` outside the outbox.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='api'][typeArguments]",
          message: "Call api by the route's key from packages/contracts/src/api.ts: its parts and answer are typed from there.",
        },
      ],
    },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}'], ignores: REQUEST_ONLY_IN, rules: { 'no-restricted-imports': webImports() } },
  // The web's shared kit never uses a feature (tests may).
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': webImports(SHARED_PATTERNS) },
  },
  { files: ['apps/web/src/shared/offline/outbox.ts'], rules: { 'no-restricted-imports': webImports(SHARED_PATTERNS, { request: false }) } },
  // A feature uses another only through its public face (features/<name>/index.ts), and never the
  // app shell (src/app: what a feature needs of it — the query provider, the menu's items, the
  // support contact — is in shared/lib). The app shell
  // uses a feature's face and draws its pages from the feature's page list (features/<name>/pages.ts,
  // fetched with import() through app/lazy.ts's pagesOf; docs/CODE_STYLE.md).
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.ts'],
    rules: {
      'no-restricted-imports': webImports([
        {
          regex: `^@/features/(?!${feature}/)[^/]+/.+`,
          message: 'Another feature is reached only through its index.ts (docs/CODE_STYLE.md).',
        },
        {
          regex: '^(@/app(/|$)|(\\.\\./)+app/)',
          message: 'A feature does not use the app shell: what several need lives in shared/ (docs/CODE_STYLE.md).',
        },
      ]),
    },
  })),
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': webImports([
        {
          regex: '^@/features/[^/]+/(?!pages$).+',
          message: 'The app uses a feature through its index.ts, and its pages through its pages.ts (docs/CODE_STYLE.md).',
        },
      ]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
