import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pinned to this package's folder so the site's tests in ../tests are never collected.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Seeding generates images with sharp; give the first start room on slow machines.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    // Each file seeds its own server; running files one by one keeps 2-core machines responsive.
    fileParallelism: false,
  },
});
