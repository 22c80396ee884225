// nginx of the local cluster: deploy/nginx.conf rendered into the run
// folder, the instances' server lines in an included file that is rewritten
// (and nginx reloaded) when the supervisor takes one out or puts it back.
import { statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { childPids, delay, findProgram, running, spawnGroup } from './children.mjs';
import { brotliAvailable, renderNginxConfig, upstreamServerLines } from './nginx-config.mjs';

/** Whether user "nobody" can reach and read `path` (every folder above it searchable). */
function readableByOthers(path) {
  try {
    for (let dir = path; dir !== '/'; dir = dirname(dir)) {
      if ((statSync(dir).mode & 0o005) !== 0o005) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** The proxy's files and process; `start()` once the instances answer. */
export function createProxy({ port, upstreams, staticRoot, runDir, htmlMaxAge, quiet, log }) {
  const upstreamsFile = join(runDir, 'upstreams.conf');
  let child = null;
  const writeUpstreams = (down) =>
    writeFileSync(upstreamsFile, `${upstreamServerLines(upstreams, { down })}\n`);
  writeUpstreams([]);

  return {
    get child() {
      return child;
    },

    start() {
      // As root the workers run as nobody: the run folder is theirs to write,
      // the build's static files must be readable by them.
      const user = process.getuid?.() === 0 ? 'nobody nogroup' : null;
      if (user && !readableByOthers(staticRoot)) {
        log(`nginx runs as nobody, which cannot read ${staticRoot}: instances will serve them`);
      }
      const config = renderNginxConfig({
        listen: port,
        upstreams,
        upstreamsFile,
        staticRoot,
        runDir,
        user,
        brotli: brotliAvailable(),
        htmlMaxAge,
      });
      const file = join(runDir, 'nginx.conf');
      writeFileSync(file, config);
      const errorLog = quiet ? join(runDir, 'nginx-error.log') : 'stderr';
      child = spawnGroup(findProgram('nginx'), ['-p', runDir, '-c', file, '-e', errorLog], {
        cwd: runDir,
        logFile: quiet ? join(runDir, 'nginx.log') : undefined,
      });
      return child;
    },

    /**
     * Marks the instances at these indexes down (the others up) and reloads
     * nginx; resolves once the master runs workers it did not have before:
     * the new configuration was read and is in use.
     */
    async applyDown(downIndexes) {
      writeUpstreams(downIndexes.map((index) => upstreams[index]));
      if (!child || !running(child)) return;
      const before = new Set(childPids(child.pid));
      process.kill(child.pid, 'SIGHUP');
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        if (childPids(child.pid).some((pid) => !before.has(pid))) return;
        await delay(25);
      }
      throw new Error('nginx did not start new workers after a reload (see its error log)');
    },
  };
}
