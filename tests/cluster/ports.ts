// Ports of the cluster the suite starts: away from `npm run start:cluster`'s
// and the browser suite's, and moved as far as E2E_SITE_PORT moves the
// latter, so that two runs can share a machine.
const offset = Number(process.env.E2E_SITE_PORT ?? 3210) - 3210;

export function clusterTestPorts() {
  return {
    proxy: 3510 + offset,
    sites: [3511 + offset, 3512 + offset],
    api: 4510 + offset,
    redis: 6510 + offset,
    postgres: 5510 + offset,
  };
}
