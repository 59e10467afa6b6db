import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core, not Vitest's default of one fewer: the integration files spend much of
    // their time waiting on PostgreSQL and on the servers they start (docs/decisions/0005-tooling-and-tests.md).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'engine',
          include: ['packages/engine/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['tooling/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      'apps/*/vitest.config.ts',
    ],
  },
});
