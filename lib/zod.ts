import { z } from 'zod';

// The site's zod: every module of app/, components/ and lib/ takes it from
// here (eslint.config.mjs), so this setting is in place before any schema is
// built. Set here rather than before the app, it costs no start-up time on a
// page that checks nothing (zod's core was evaluated at every page's start).
//
// zod 4 probes for eval (`new Function('')`) as it builds an object schema,
// to compile a faster parser. The site's Content-Security-Policy forbids eval,
// so in the browser the probe would log a violation on every page that checks
// a form or a stored value: there, zod's documented global setting turns it
// off. The server has no such policy and keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
