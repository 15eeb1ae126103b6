import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: two test files at a time, each server file with an embedded database of its own.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/__tests__/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/__tests__/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/test/support/pglite-template.global.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
