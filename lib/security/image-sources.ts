// Only the agency's media path on its exact origin and port, so /_next/image cannot be used to
// probe other services. Pure: next.config.ts passes the environment in.

const API_MEDIA_PATH = '/media/';

type ImageSource = {
  protocol: 'http' | 'https';
  hostname: string;
  /** '' for the protocol's default port. */
  port: string;
  pathname: string;
};

function toSource(entry: string): ImageSource {
  const url = new URL(entry.includes('://') ? entry : `https://${entry}`);
  const folder = url.pathname === '/' ? API_MEDIA_PATH : url.pathname.replace(/\/?$/, '/');
  return {
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    hostname: url.hostname,
    port: url.port,
    pathname: `${folder}**`,
  };
}

// IMAGE_HOSTS (comma-separated media base URLs; without a path the agency API's /media/ is meant),
// else the media folder of the two API URLs.
export function imageSources(env: Record<string, string | undefined>): ImageSource[] {
  const listed = env.IMAGE_HOSTS?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entries = listed?.length
    ? listed
    : [env.MAIN_API_URL || 'http://127.0.0.1:4000', env.PANEL_API_URL || 'http://127.0.0.1:4000'];
  const unique = new Map(entries.map(toSource).map((s) => [JSON.stringify(s), s]));
  return [...unique.values()];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The reference agency API runs on this machine in tests and local runs; real APIs never do. */
export function servesFromLoopback(sources: readonly ImageSource[]): boolean {
  return sources.some((source) => LOOPBACK.has(source.hostname));
}
