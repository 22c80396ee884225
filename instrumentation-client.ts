import { installChunkReloadGuard } from '@/lib/browser/chunkReload';

// Next runs this module in the browser before the app's own code: what must be
// in place before any page hydrates.

installChunkReloadGuard(window);
