import { afterAll, beforeAll, vi } from 'vitest';
import { startServer, type TestServer } from '../../agency-api/tests/helpers';

/**
 * A fresh agency API for the test file (started before its tests, closed
 * after), and a way to point the site's modules at it: `siteEnv()` resets the
 * module registry, so each test imports the site's server modules anew with
 * this API's address, the given site address and no token kept from before.
 */
export function agencyForFile() {
  let agency: TestServer;
  beforeAll(async () => {
    agency = await startServer();
  }, 60_000);
  afterAll(async () => {
    await agency.close();
  });
  return {
    siteEnv(env: Record<string, string> = {}) {
      vi.resetModules();
      Object.assign(process.env, {
        MAIN_API_URL: agency.base,
        PANEL_API_URL: agency.base,
        SITE_URL: 'https://agency.example',
        ...env,
      });
      delete (globalThis as { __agencyTokens?: unknown }).__agencyTokens;
    },
  };
}
