// Pure: next.config.ts passes the configured hosts in.

type HeaderOptions = {
  imageOrigins: string[];
  scriptOrigins: string[];
  development: boolean;
  https: boolean;
};

const VIDEO_FRAME_ORIGINS = ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'];

// Inline scripts stay allowed because statically cached pages cannot carry a per-request nonce;
// no other origin can serve script.
function contentSecurityPolicy(options: HeaderOptions): string {
  const scripts = [
    "'self'",
    "'unsafe-inline'",
    ...options.scriptOrigins,
    ...(options.development ? ["'unsafe-eval'"] : []),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scripts,
    'style-src': ["'self'", "'unsafe-inline'", ...options.scriptOrigins],
    'img-src': ["'self'", 'data:', 'blob:', ...options.imageOrigins, ...options.scriptOrigins],
    'font-src': ["'self'", 'data:', ...options.scriptOrigins],
    'connect-src': ["'self'", ...options.scriptOrigins, ...(options.development ? ['ws:'] : [])],
    'media-src': ["'self'", ...options.imageOrigins],
    'frame-src': [...VIDEO_FRAME_ORIGINS, ...options.scriptOrigins],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  const policy = Object.entries(directives).map(
    ([name, values]) => `${name} ${[...new Set(values)].join(' ')}`,
  );
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(options: HeaderOptions): Array<{ key: string; value: string }> {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // A page opened from ours (or opening ours) gets no handle on our window.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
  ];
}

export function originOf(url: string | undefined): string | null {
  return url && URL.canParse(url) ? new URL(url).origin : null;
}

/** The site's SVG icon, opened on its own: it may draw and style itself, nothing else. */
export const ICON_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
