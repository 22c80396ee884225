import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config.js';
import { buildServer } from './server.js';

export { buildServer } from './server.js';
export { loadConfig, testConfig, type Config } from './config.js';

// Importing this module (tests) must not start a server; running it directly does.
const isMain =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = buildServer(config);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const started = Date.now();
  const address = await app.listen({ port: config.port, host: config.host });
  // Printed even at warn level: scripts wait for this line. No secrets in it.
  console.log(
    `agency API listening on ${address} (data ${config.dataDir}, ready in ${Date.now() - started} ms)`,
  );
}

if (isMain) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
