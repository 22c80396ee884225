import { config } from 'zod';

// Every module takes zod from here (eslint.config.mjs), so this is set before any schema is built,
// at no start-up cost to a page that checks nothing. zod 4 probes for eval to compile faster
// parsers; the Content-Security-Policy forbids eval, so in the browser the probe would log a
// violation: there it is turned off. The server keeps the compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });

// Taken as `import * as z from '@/lib/zod'`, zod's own recommended form: the bundler then keeps
// only what the schemas use. The `z` object itself carries every language's error messages
// (about 65 KB gzip that a form page's browser would download and parse, unused: the site words
// its own messages).
export * from 'zod';
