import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './tests/e2e/support/chromium';
import { E2E } from './tests/e2e/support/ports';

// The browser suite runs against the production build (`next start`) and a
// fresh agency API on a temporary data folder, started by scripts/start.mjs.
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // On CI a test that fails is run once more, so one slow moment on a shared machine does not stop a
  // change; one that passes only the second time is still named by `npm test` (scripts/test.mjs).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: E2E.siteUrl,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E.siteUrl}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
