import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = ['auth', 'landing', 'properties', 'projects', 'prompts', 'profile', 'subscription', 'theme'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a string union or an as-const object.' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/!(migrations)/*.{ts,tsx}': 'KEBAB_CASE', '**/migrations/[0-9]*.ts': '[0-9][0-9][0-9][0-9]-+([a-z-])', '**/migrations/index.ts': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Declaration merging (fastify's decorators) needs an interface.
    files: ['**/*-augment.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // Behaviour comes from config.ts, never from raw environment reads.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from config.ts.' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src', from: './apps/server', message: 'The web app never imports server code.' },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never reaches into another feature; share through lib/ or components/.',
            })),
            { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib/ is shared and imports no feature.' },
            { target: './apps/web/src/components', from: './apps/web/src/features', message: 'components/ are shared and import no feature.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$)[^.]', message: 'contracts depends only on zod.' }] }],
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!@plotwise/contracts$)[^.]', message: 'The engine is pure: it imports only @plotwise/contracts.' }] },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The engine does no I/O.' }, { name: 'process', message: 'The engine does no I/O.' }],
    },
  },
);
