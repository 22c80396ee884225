// The browser suite's Chromium: the same binary and flags as the bench.
export { chromiumArgs, chromiumPath } from '../../../scripts/lib/chromium.mjs';
