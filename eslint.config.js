import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  // Module boundaries (docs/CODE_STYLE.md): a server module reaches another only through its
  // index.ts; the platform never reaches into the modules. Tests and their fixtures may.
  {
    files: ['apps/server/src/modules/**/*.ts'],
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
        { patterns: [{ regex: '(^|/)modules/[^/]+/(?!index\\.ts$).+', message: 'A module is reached only through its index.ts (docs/CODE_STYLE.md).' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)modules/', message: 'The platform does not depend on the modules (docs/CODE_STYLE.md).' }] }],
    },
  },
  // The web's shared kit never uses a feature (tests may).
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@/features/', message: 'The shared kit does not depend on the features (docs/CODE_STYLE.md).' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
