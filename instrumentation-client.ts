import { installChunkReloadGuard } from '@/lib/experience/chunkReload';

// Next runs this module in the browser before the app's own code: what must be
// in place before any page hydrates.

installChunkReloadGuard(window);
