import { z } from 'zod';

// Runs in the browser before the site's own code. zod 4 probes for eval
// (`new Function('')`) the first time it checks an object, to pick a faster
// code path; the site's Content-Security-Policy forbids eval, so every page
// logged a CSP violation (Lighthouse's "inspector-issues"). jitless skips the
// probe; the checks the browser makes are small, so the faster path is not missed.
z.config({ jitless: true });
