import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Projects: `unit` (pure rules, schemas, components, and the rules shared
// with the agency API in packages/; nothing listens on a port), `integration`
// (the site's server modules against a real agency API started in the test
// process), `cluster` and `engines` (the visitor journeys in three browsers).
// Run one with `--project unit|integration|cluster|engines`.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    environment: 'node',
    // next-intl imports `next/navigation` without an extension, which Node's
    // ESM loader refuses; bundled by Vite it resolves as in the app.
    server: { deps: { inline: ['next-intl'] } },
    // server-only throws outside React Server Components; tests import server modules directly.
    alias: {
      'server-only': fileURLToPath(new URL('./tests/support/server-only-stub.ts', import.meta.url)),
      'next/cache': fileURLToPath(new URL('./tests/support/next-cache-stub.ts', import.meta.url)),
      'next/root-params': fileURLToPath(
        new URL('./tests/support/root-params-stub.ts', import.meta.url),
      ),
      // Route handlers translate with next-intl's server API, as in the app:
      // its React Server build, reading the site's request configuration.
      'next-intl/server': fileURLToPath(
        new URL(
          './node_modules/next-intl/dist/esm/development/server.react-server.js',
          import.meta.url,
        ),
      ),
      'next-intl/config': fileURLToPath(new URL('./lib/i18n/request.ts', import.meta.url)),
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The shared rules' tests live beside them (packages/agency-rules/tests).
          include: ['tests/unit/**/*.test.{ts,tsx}', 'packages/*/tests/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // PostgreSQL for the site's database tests (each also runs on SQLite).
          globalSetup: ['tests/integration/global-setup.ts'],
          // Each file seeds its own agency API (images made with sharp): one
          // file at a time, with room for the first start on a slow machine.
          fileParallelism: false,
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          // One cluster (nginx, Redis, the agency API, two instances of the
          // production build) for the whole file: its tests run in order.
          fileParallelism: false,
          sequence: { concurrent: false },
          hookTimeout: 240_000,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'engines',
          // The visitor journeys in Chromium, Firefox ESR and WebKitGTK (one
          // file each), against the production build and a fresh agency API.
          include: ['tests/engines/*.test.ts'],
          globalSetup: ['tests/engines/global-setup.ts'],
          fileParallelism: false,
          sequence: { concurrent: false },
          hookTimeout: 120_000,
          testTimeout: 90_000,
          // On CI a journey that failed runs once more, as the browser suite's tests do; one that
          // passed only then is named by scripts/test.mjs ("Passed only when run again").
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
