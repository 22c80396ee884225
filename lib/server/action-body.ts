import 'server-only';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { FORM_BODY_BYTES } from '@agency/rules/limits';

// The proxy's copy of a Server Action post, read as the framework will read it, so that a body it
// cannot parse is answered 400 (and one over the limit 413) instead of a 500 with a logged error.
// The framework parses a post without scripts with the platform's FormData parser and the
// scripts' call with busboy, each stricter than the other somewhere (busboy refuses a NUL in a file
// name, FormData text before the first boundary): a body must pass both, so a post gets the same
// answer with or without scripts. A browser's own form posts pass both.

export type BodyRefusal = 'malformed' | 'tooLarge';

export async function actionBodyRefusal(request: Request): Promise<BodyRefusal | null> {
  const bytes = await readUpTo(request, FORM_BODY_BYTES);
  if (!bytes) return 'tooLarge';
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  const parses = await Promise.all([busboyParses(bytes, type), formDataParses(bytes, type)]);
  return parses.every(Boolean) ? null : 'malformed';
}

// A declared length over the limit never gets here (lib/forms/too-large.ts); a post without one
// (chunked) is copied to the proxy past the limit (next.config.ts), so one over it shows here.
async function readUpTo(request: Request, limit: number): Promise<Buffer | null> {
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function formDataParses(bytes: Buffer, type: string): Promise<boolean> {
  return new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData().then(
    () => true,
    () => false,
  );
}

// The framework's own options; files are drained, only the structure matters here.
function busboyParses(bytes: Buffer, type: string): Promise<boolean> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        defParamCharset: 'utf8',
        headers: { 'content-type': type },
        limits: { fieldSize: FORM_BODY_BYTES },
      });
    } catch {
      return resolve(false);
    }
    parser.on('file', (_name, file) => file.resume());
    parser.on('error', () => resolve(false));
    parser.on('close', () => resolve(true));
    Readable.from([bytes]).pipe(parser);
  });
}
