import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The folders directly inside `dir`, read at lint time so a new feature or module is covered at once. */
const foldersIn = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersIn('apps/web/src/features');

const server = './apps/server/src';
const modules = `${server}/modules`;
const serverModules = foldersIn('apps/server/src/modules');

/**
 * The server's layers (docs/decisions/0050-module-boundaries.md): a module reaches another only
 * through its *.service.ts; routes call their own service; a repository imports no other module.
 */
function moduleZones(module) {
  const own = `${modules}/${module}`;
  const others = serverModules.filter((other) => other !== module);
  const zones = [
    {
      target: `${own}/**`,
      from: others.map((other) => `${modules}/${other}/**/!(*.service).ts`),
      message: 'A module reaches another module only through its *.service.ts.',
    },
    {
      target: `${own}/**/*.routes.ts`,
      from: [...others.map((other) => `${modules}/${other}/**`), `${own}/**/*.repository.ts`, `${server}/db/**`],
      message: 'Routes speak HTTP and call their own module\'s service; SQL stays in repositories.',
    },
    {
      target: `${own}/**/*.service.ts`,
      from: [`${own}/**/*.routes.ts`, `${server}/plugins/**`],
      message: 'A service holds the rules: it knows nothing of routes or Fastify plugins.',
    },
    {
      target: `${own}/**/*.repository.ts`,
      from: [...others.map((other) => `${modules}/${other}/**`), `${own}/**/*.{service,routes}.ts`],
      message: 'A repository speaks SQL only: it imports no other module and nothing above it.',
    },
  ];
  return zones.filter((zone) => zone.from.length > 0);
}

/** A package imports only its own source and the packages it names, relative paths included. */
const packageZones = (name, allowed, message) => [
  {
    target: `./packages/${name}/src/**`,
    from: ['./apps/**', './e2e/**', './tooling/**', `./packages/!(${[name, ...allowed].join('|')})/**`],
    message,
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile, 'import-x': importX },
    settings: {
      // Resolves imports as TypeScript does: with or without .ts/.tsx, and @plotwise/* workspaces.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json', 'tooling/tsconfig.json'].map((path) => join(root, path)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
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
      // An import-zone rule passes an import it cannot resolve, so an unresolvable import is itself an error.
      'import-x/no-unresolved': 'error',
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
    // Tests and test-support may build the whole app and reach any layer to set a scene.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test-support/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...serverModules.flatMap(moduleZones),
            { target: `${server}/plugins`, from: modules, message: 'plugins/ never import modules/; app.ts hands a plugin what it needs.' },
            { target: [`${server}/lib`, `${server}/db`], from: modules, message: 'lib/ and db/ are shared and import no module.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
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
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: packageZones('contracts', [], 'contracts depends only on zod.') },
      ],
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
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: packageZones('engine', ['contracts'], 'The engine is pure: it imports only @plotwise/contracts.') },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The engine does no I/O.' }, { name: 'process', message: 'The engine does no I/O.' }],
    },
  },
);
