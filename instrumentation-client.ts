import { config } from 'zod/v4/core';
import { CHUNK_RELOAD_SETTINGS, installChunkReloadGuard } from '@/lib/experience/chunkReload';

// Next runs this module in the browser before the app's own code: what must be
// in place before any page hydrates.

// zod 4 probes for eval (`new Function('')`) the first time it checks an
// object, to pick a faster code path; the site's Content-Security-Policy
// forbids eval, so the probe would log a violation in the console of every
// page that checks a form or a stored value.
// zod's own global setting (its core's `config`), read by every schema.
config({ jitless: true });

// A code chunk gone after a new deployment reloads the page once.
installChunkReloadGuard(window, CHUNK_RELOAD_SETTINGS);
