import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

// zod 4 probes for eval (`new Function('')`) the first time it checks an
// object, to pick a faster code path; the site's Content-Security-Policy
// forbids eval, so the probe would log a CSP violation. jitless skips it.
// Set here, where the browser first uses zod (the forms' resolver), rather
// than in instrumentation-client.ts: that would put zod (about 30 KB gzip) in
// the first load of every page, form or not.
z.config({ jitless: true });

/** react-hook-form's resolver for one of the forms' zod schemas. */
export const formResolver: typeof zodResolver = zodResolver;
