import { z } from 'zod';

// zod 4 probes for eval (`new Function('')`) the first time it checks an
// object, to pick a faster code path; the site's Content-Security-Policy
// forbids eval, so the probe would log a violation in the console of every
// page that checks a form or a stored value. Set once, before any of them.
z.config({ jitless: true });
