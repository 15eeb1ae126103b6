import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
