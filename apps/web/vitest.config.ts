import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'vite/**/__tests__/**/*.test.ts'],
    environment: 'jsdom',
    // jsdom drawing antd is slow on two busy cores; a test's own waits say what it expects, not this.
    testTimeout: 20_000,
    setupFiles: ['src/test-support/testing-library-setup.ts'],
  },
});
