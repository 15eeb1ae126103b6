import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The longest flows (records, designer) take 30–50 s alone on a shared two-core machine whose
  // steal time can halve its speed; two workers side by side must not time them out. There, a cold
  // load of the record page (its chunks parsed, then its calls) was seen taking 10 s, and the reports
  // flow (two sign-ins, a chart drawn twice) passed 120 s in CI's PostgreSQL phase.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine has no network: these stop Chromium from reaching out to Google's services.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    // Tests that change a shared demo account's saved settings (its language, its organization) run
    // once all others are done, so no test beside them signs in to a changed account.
    {
      name: 'after-all',
      testMatch: /\.after\.ts$/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node --import tsx support/start-server.ts',
    url: `${baseURL}/readyz`,
    // The first start seeds every demo package (CRM, HCM) on a fresh database: on the shared two-core
    // machine that was seen taking 130 s.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), PUBLIC_URL: baseURL },
  },
});
