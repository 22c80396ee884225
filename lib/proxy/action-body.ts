import 'server-only';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { FORM_BODY_BYTES } from '@agency/rules/limits';

// The proxy's one reading of a Server Action post, with the one parser the framework will use on it,
// so that a body it cannot parse is answered 400 (and one over the limit 413) instead of a 500 with
// a logged error. The scripts' call (a Next-Action header) goes through busboy with the framework's
// options as it arrives, its files drained, nothing kept; a post without scripts through the
// platform's FormData parser, which the framework uses for it. Each body is parsed once here (and
// once by the framework): each parser is stricter than the other somewhere (busboy refuses a NUL
// in a file name, FormData text before the first boundary): the one the framework uses decides,
// and one rule of busboy's holds without scripts too (below).

export type BodyRefusal = 'malformed' | 'tooLarge';

export async function actionBodyRefusal(request: Request): Promise<BodyRefusal | null> {
  const body = upTo(request.body, FORM_BODY_BYTES);
  const type = request.headers.get('content-type') ?? '';
  const parses = await (!type.startsWith('multipart/form-data')
    ? drained(body.stream)
    : request.headers.has('next-action')
      ? busboyParses(body.stream, type)
      : formDataParses(body.stream, type));
  if (body.over()) return 'tooLarge';
  return parses ? null : 'malformed';
}

// A declared length over the limit never gets here (lib/proxy/too-large.ts); a post without one
// (chunked) is copied to the proxy past the limit (next.config.ts), so one over it shows here: the
// stream fails at the limit, and so does its parse.
function upTo(body: ReadableStream<Uint8Array> | null, limit: number) {
  let size = 0;
  let over = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      over = size > limit;
      if (over) controller.error(new Error('over the limit'));
      else controller.enqueue(chunk);
    },
  });
  return { stream: body ? body.pipeThrough(counter) : new Blob([]).stream(), over: () => over };
}

async function drained(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
    return true;
  } catch {
    return false;
  }
}

// The framework's own options; only the structure matters here.
async function busboyParses(body: ReadableStream<Uint8Array>, type: string): Promise<boolean> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      defParamCharset: 'utf8',
      headers: { 'content-type': type },
      limits: { fieldSize: FORM_BODY_BYTES },
    });
  } catch {
    await body.cancel();
    return false;
  }
  parser.on('file', (_name, file) => file.resume());
  return pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), parser).then(
    () => true,
    () => false,
  );
}

// FormData takes a control character in a part's name or file name, which busboy refuses (a NUL,
// a raw escape: a browser sends neither); refused here too, so such a post gets one answer with or
// without scripts. A browser's CR and LF come as %0D and %0A, which FormData decodes: let through.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

async function formDataParses(body: ReadableStream<Uint8Array>, type: string): Promise<boolean> {
  try {
    const form = await new Response(body, { headers: { 'content-type': type } }).formData();
    return [...form].every(
      ([name, value]) =>
        !CONTROL.test(name) && (typeof value === 'string' || !CONTROL.test(value.name)),
    );
  } catch {
    return false;
  }
}
