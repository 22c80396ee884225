import { chunkReloadScript } from '@/lib/experience/chunkReload';

/** Reloads the page once when a code chunk fails to load (lib/experience/chunkReload.ts). */
export function ChunkReloadScript() {
  return <script id="chunk-reload" dangerouslySetInnerHTML={{ __html: chunkReloadScript() }} />;
}
