import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BROTLI_FILTER_MODULE,
  configFromEnv,
  renderNginxConfig,
  upstreamServerLines,
} from '../../../scripts/cluster/nginx-config.mjs';

const base = {
  listen: 8080,
  upstreams: ['10.0.0.2:3000', '10.0.0.3:3000'],
  staticRoot: '/srv/site/.next/static',
  runDir: '/var/lib/agency-proxy',
};

/** The text of `location <name> { ... }` (locations hold no nested blocks here). */
function location(config: string, name: string): string {
  const start = config.indexOf(`location ${name} {`);
  expect(start, `location ${name}`).toBeGreaterThan(-1);
  return config.slice(start, config.indexOf('}', start));
}

describe('renderNginxConfig', () => {
  const config = renderNginxConfig(base);

  it('fills every placeholder', () => {
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain('listen 8080;');
    expect(config).toContain('alias /srv/site/.next/static/;');
  });

  it('balances over every instance with passive checks and keep-alive', () => {
    expect(config).toMatch(/server 10\.0\.0\.2:3000 max_fails=\d+ fail_timeout=\d+s;/);
    expect(config).toMatch(/server 10\.0\.0\.3:3000 max_fails=\d+ fail_timeout=\d+s;/);
    expect(config).toMatch(/keepalive \d+;/);
    // The site's 503 says the agency API is down, the same on every instance.
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_504;');
    expect(config).toMatch(/proxy_next_upstream_tries \d+;/);
  });

  it('keeps the pid, logs, temporary files and cache in the run folder', () => {
    const paths = config.match(/^\s*(pid|access_log|\w+_temp_path|proxy_cache_path) \S+/gm) ?? [];
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const line of paths)
      expect(line.trim().split(' ')[1]).toMatch(/^\/var\/lib\/agency-proxy\//);
  });

  it('passes the client address as the rightmost X-Forwarded-For entry', () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });

  it('serves the build files from disk as immutable, falling back to an instance', () => {
    const statics = location(config, '/_next/static/');
    expect(statics).toContain('public, max-age=31536000, immutable');
    expect(statics).toContain('X-Content-Type-Options nosniff');
    expect(statics).toMatch(/try_files \$uri @\w+;/);
  });

  it('caches pages only when the site allows it, briefly, never with a cookie or credentials', () => {
    const pages = location(config, '/');
    expect(pages).toContain('proxy_cache pages;');
    expect(pages).toContain('proxy_cache_background_update on;');
    expect(pages).toContain('proxy_cache_lock on;');
    expect(pages).toMatch(/proxy_cache_use_stale updating error timeout http_500/);
    expect(pages).toContain('proxy_cache_bypass $personal;');
    expect(pages).toContain('proxy_no_cache $personal $not_shared;');
    expect(config).toMatch(/map "\$http_cookie\$http_authorization" \$personal/);
    // Stored only when the site's Cache-Control has s-maxage, for HTML_MAX_AGE (10 s by default).
    expect(config).toMatch(
      /map \$upstream_http_cache_control \$not_shared \{\s*"~\*s-maxage=\[1-9\]" 0;\s*default 1;/,
    );
    expect(pages).toContain('proxy_cache_valid 200 301 308 404 10s;');
    expect(renderNginxConfig({ ...base, htmlMaxAge: 3 })).toContain(
      'proxy_cache_valid 200 301 308 404 3s;',
    );
    expect(() => renderNginxConfig({ ...base, htmlMaxAge: '10s; proxy_pass x' })).toThrow();
    // Images keep their own Cache-Control.
    expect(location(config, '/_next/image')).not.toMatch(/proxy_cache_valid|Cache-Control/);
    // The site's security headers come from the instance, stored with the page.
    expect(pages).not.toMatch(/add_header (Content-Security-Policy|Strict-Transport)/);
    expect(pages).toContain('add_header X-Cache-Status $upstream_cache_status always;');
  });

  it('never caches the site API', () => {
    expect(location(config, '/api/')).not.toContain('proxy_cache');
  });

  it('lets the recruitment photos through', () => {
    const size = Number(/client_max_body_size (\d+)m;/.exec(config)?.[1]);
    expect(size).toBeGreaterThanOrEqual(21);
  });

  it('marks instances down and can include the server lines from a file', () => {
    expect(renderNginxConfig({ ...base, down: ['10.0.0.3:3000'] })).toMatch(
      /server 10\.0\.0\.3:3000 [^;\n]* down;/,
    );
    const included = renderNginxConfig({ ...base, upstreamsFile: '/run/proxy/upstreams.conf' });
    expect(included).toContain('include /run/proxy/upstreams.conf;');
    expect(included).not.toContain('server 10.0.0.2:3000');
  });

  it('loads brotli and sets a user only when asked', () => {
    expect(config).not.toMatch(/^\s*(load_module|brotli)/m);
    expect(config).not.toMatch(/^user /m);
    const withBoth = renderNginxConfig({ ...base, brotli: true, user: 'nobody nogroup' });
    expect(withBoth).toContain(`load_module ${BROTLI_FILTER_MODULE};`);
    expect(withBoth).toContain('brotli on;');
    expect(withBoth).toMatch(/brotli_types [^;]*text\/x-component;/);
    expect(withBoth).toMatch(/^user nobody nogroup;$/m);
  });

  it('refuses values that would break out of a directive', () => {
    expect(() => renderNginxConfig({ ...base, upstreams: [] })).toThrow(/upstream/);
    expect(() => renderNginxConfig({ ...base, upstreams: ['a:1; include /etc/x'] })).toThrow();
    expect(() => renderNginxConfig({ ...base, upstreams: ['10.0.0.2'] })).toThrow();
    expect(() => renderNginxConfig({ ...base, staticRoot: 'relative/static' })).toThrow();
    expect(() => renderNginxConfig({ ...base, runDir: '/tmp/a b' })).toThrow();
    expect(() => renderNginxConfig({ ...base, listen: '80; server_name x' })).toThrow();
    expect(() => renderNginxConfig({ ...base, template: '{{NOPE}}' })).toThrow(/NOPE/);
  });

  it('writes the server lines of an upstream', () => {
    expect(
      upstreamServerLines(['127.0.0.1:1', '[::1]:2'], { down: ['[::1]:2'] }).split('\n'),
    ).toEqual([
      expect.stringMatching(/server 127\.0\.0\.1:1 .*[^n];$/),
      expect.stringMatching(/server \[::1\]:2 .* down;$/),
    ]);
  });
});

describe('configFromEnv (the production command)', () => {
  it('reads the instances, address and folders from the environment', () => {
    const config = configFromEnv(
      {
        SITE_UPSTREAMS: ' 10.0.0.2:3000, 10.0.0.3:3000 ,',
        PROXY_LISTEN: '443',
        NGINX_RUN_DIR: '/run/proxy',
        NGINX_USER: 'www-data',
        NGINX_BROTLI: '0',
      },
      { root: '/srv/site' },
    );
    expect(config).toEqual({
      listen: '443',
      upstreams: ['10.0.0.2:3000', '10.0.0.3:3000'],
      staticRoot: '/srv/site/.next/static',
      runDir: '/run/proxy',
      user: 'www-data',
      brotli: false,
      htmlMaxAge: 10,
    });
  });
});

// The rendered file is a configuration nginx accepts (skipped where nginx is not installed).
describe.skipIf(!existsSync('/usr/sbin/nginx'))('nginx -t', () => {
  const runDir = mkdtempSync(join(tmpdir(), 'nginx-config-test-'));
  afterAll(() => rmSync(runDir, { recursive: true, force: true }));

  it.each([false, true].filter((brotli) => !brotli || existsSync(BROTLI_FILTER_MODULE)))(
    'accepts the configuration (brotli %s)',
    (brotli) => {
      const file = join(runDir, 'nginx.conf');
      writeFileSync(file, renderNginxConfig({ ...base, staticRoot: runDir, runDir, brotli }));
      const result = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-p', runDir, '-c', file], {
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );
});
