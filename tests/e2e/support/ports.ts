// Ports of the servers the browser suite starts; away from the defaults so a
// running `npm start` does not get in the way, and movable (E2E_SITE_PORT,
// E2E_API_PORT) so that two runs can share a machine.
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3210);
const apiPort = Number(process.env.E2E_API_PORT ?? 4210);

export const E2E = {
  sitePort,
  apiPort,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  apiUrl: `http://127.0.0.1:${apiPort}`,
};

/**
 * The port of a spec's private server (support/stack.ts), moved as far from
 * its default as E2E_SITE_PORT / E2E_API_PORT move the suite's own.
 */
export const privatePorts = (site: number, api: number) => ({
  sitePort: site + (sitePort - 3210),
  apiPort: api + (apiPort - 4210),
});
