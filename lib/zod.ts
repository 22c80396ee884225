import { z } from 'zod';

// Every module takes zod from here (eslint.config.mjs), so this is set before any schema is built,
// at no start-up cost to a page that checks nothing. zod 4 probes for eval to compile faster
// parsers; the Content-Security-Policy forbids eval, so in the browser the probe would log a
// violation: there it is turned off. The server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
