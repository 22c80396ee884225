// Renders deploy/nginx.conf for a set of site instances. Used by the local
// cluster (scripts/cluster/cluster.mjs) and, as a command, in production:
//   SITE_UPSTREAMS=10.0.0.2:3000,10.0.0.3:3000 PROXY_LISTEN=80 \
//   STATIC_ROOT=/srv/site/.next/static NGINX_RUN_DIR=/var/lib/agency-proxy \
//   [PROXY_HTML_MAX_AGE=10] \
//   node scripts/cluster/nginx-config.mjs > /var/lib/agency-proxy/nginx.conf
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_PATH = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
export const BROTLI_FILTER_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

const DEFAULT_TEMPLATE = readFileSync(TEMPLATE_PATH, 'utf8');

// Passive checks: two failures take an instance out for 10 s.
const SERVER_PARAMETERS = 'max_fails=2 fail_timeout=10s';

const BROTLI_DIRECTIVES = [
  'brotli on;',
  'brotli_comp_level 5;',
  'brotli_min_length 256;',
  'brotli_types text/css text/javascript application/javascript application/json',
  '             application/manifest+json image/svg+xml text/plain text/xml application/xml',
  '             text/x-component;',
];

/** A value that would end or open an nginx directive is refused, never written. */
function checked(name, value, pattern) {
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new Error(`nginx config: invalid ${name}: ${JSON.stringify(value)}`);
  }
  return value;
}

const ADDRESS = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/;
const LISTEN = /^((\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):)?\d{1,5}$/;
const PATH = /^\/[A-Za-z0-9._\/@+-]*$/;
const USER = /^[A-Za-z0-9._-]+( [A-Za-z0-9._-]+)?$/;
const SECONDS = /^[1-9]\d{0,4}$/;

/**
 * How long nginx keeps a page (seconds): short, so that an on-demand
 * revalidation reaches visitors within it (deploy/nginx.conf, location /).
 */
export const DEFAULT_HTML_MAX_AGE = 10;

/** The `server` lines of the upstream block; addresses in `down` are marked down. */
export function upstreamServerLines(upstreams, { down = [] } = {}) {
  if (!Array.isArray(upstreams) || upstreams.length === 0) {
    throw new Error('nginx config: at least one upstream (host:port) is needed');
  }
  return upstreams
    .map((address) => {
      checked('upstream', address, ADDRESS);
      const flag = down.includes(address) ? ' down' : '';
      return `        server ${address} ${SERVER_PARAMETERS}${flag};`;
    })
    .join('\n');
}

/**
 * The complete nginx.conf. `upstreamsFile`, when given, is included in the
 * upstream block instead of the server lines (the local cluster rewrites that
 * file to take an instance out).
 */
export function renderNginxConfig({
  listen,
  upstreams,
  staticRoot,
  runDir,
  user = null,
  brotli = false,
  down = [],
  upstreamsFile = null,
  htmlMaxAge = DEFAULT_HTML_MAX_AGE,
  template = DEFAULT_TEMPLATE,
}) {
  const servers = upstreamsFile
    ? `        include ${checked('upstreamsFile', upstreamsFile, PATH)};`
    : upstreamServerLines(upstreams, { down });
  const values = {
    LISTEN: checked('listen', String(listen), LISTEN),
    UPSTREAM_SERVERS: servers,
    STATIC_ROOT: checked('staticRoot', staticRoot, PATH).replace(/\/+$/, ''),
    RUN_DIR: checked('runDir', runDir, PATH).replace(/\/+$/, ''),
    USER_DIRECTIVE: user ? `user ${checked('user', user, USER)};` : '',
    BROTLI_MODULES: brotli ? `load_module ${BROTLI_FILTER_MODULE};` : '',
    BROTLI: brotli ? BROTLI_DIRECTIVES.map((line) => `    ${line}`).join('\n') : '',
    HTML_MAX_AGE: checked('htmlMaxAge', String(htmlMaxAge), SECONDS),
  };
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`nginx config: unknown placeholder ${match}`);
    return values[name];
  });
  // Placeholders left empty leave blank lines; keep at most one in a row.
  return text.replace(/\n{3,}/g, '\n\n');
}

/** Whether Debian's brotli filter module is installed on this machine. */
export function brotliAvailable() {
  return existsSync(BROTLI_FILTER_MODULE);
}

/** The configuration described by the environment (the production command). */
export function configFromEnv(env, { root }) {
  const upstreams = (env.SITE_UPSTREAMS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const runDir = env.NGINX_RUN_DIR || '/var/lib/agency-proxy';
  return {
    listen: env.PROXY_LISTEN || '80',
    upstreams,
    staticRoot: env.STATIC_ROOT || resolve(root, '.next/static'),
    runDir,
    user: env.NGINX_USER ?? (process.getuid?.() === 0 ? 'www-data www-data' : null),
    brotli: env.NGINX_BROTLI ? env.NGINX_BROTLI === '1' : brotliAvailable(),
    htmlMaxAge: env.PROXY_HTML_MAX_AGE || DEFAULT_HTML_MAX_AGE,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    process.stdout.write(renderNginxConfig(configFromEnv(process.env, { root })));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
