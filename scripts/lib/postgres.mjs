// PostgreSQL for the tests and the cluster: Debian's server, started by the project on its own
// port and data folder (never the system's cluster), stopped with the process group.
// As root (CI, containers) the server runs as the `postgres` user the Debian package creates:
// PostgreSQL refuses to run as root.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { delay, spawnGroup, stopGroup } from '../cluster/children.mjs';

/** The folder of the newest PostgreSQL installed (Debian: /usr/lib/postgresql/<version>/bin). */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL is not installed (Debian: apt-get install postgresql; .ci/run does it)',
    );
  }
  return join(root, versions[0], 'bin');
}

const asRoot = () => process.getuid?.() === 0;

/** A command as the user that owns the data folder. */
function asOwner(command, args) {
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * Starts PostgreSQL on 127.0.0.1:`port` with its data in `dataDir` (created on first start),
 * and resolves once database `database` answers. `ephemeral`: data a test throws away, written
 * without waiting for the disk. Returns its address and a stop function.
 */
export async function startPostgres({
  port,
  dataDir,
  database = 'site',
  logFile,
  ephemeral = false,
}) {
  const bin = postgresBin();
  // Its parents readable by all (the server runs as `postgres`), the folder itself by its owner only.
  mkdirSync(dirname(dataDir), { recursive: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (asRoot()) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })),
    );
    chownSync(dataDir, uid, gid);
    try {
      execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-w', dataDir]);
    } catch {
      throw new Error(`${dataDir}: the postgres user cannot reach it (make its parents 0755)`);
    }
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    const [command, args] = asOwner(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      ...(ephemeral ? ['--no-sync'] : []),
    ]);
    execFileSync(command, args, { stdio: logFile ? 'ignore' : 'inherit' });
  }
  // TCP on loopback only: no Unix socket, whose path a long TMPDIR would make too long.
  const settings = [
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ];
  if (ephemeral) settings.push('-c', 'fsync=off', '-c', 'synchronous_commit=off');
  const [command, args] = asOwner(join(bin, 'postgres'), ['-D', dataDir, ...settings]);
  const child = spawnGroup(command, args, { cwd: dataDir, logFile });
  const stop = () => stopGroup(child, { signal: 'SIGINT', graceMs: 10_000 });
  try {
    await createDatabase(port, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, child, stop };
}

/** Waits for the server, then creates `database` unless it exists. */
async function createDatabase(port, database, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      database: 'postgres',
    });
    try {
      await client.connect();
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        database,
      ]);
      if (!rowCount) await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL on port ${port} did not answer: ${error.message}`);
      await delay(200);
    } finally {
      await client.end().catch(() => {});
    }
  }
}
