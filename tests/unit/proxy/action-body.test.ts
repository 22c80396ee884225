import { describe, expect, it } from 'vitest';
import { FORM_BODY_BYTES } from '@agency/rules/limits';
import { actionBodyRefusal } from '@/lib/proxy/action-body';
import { multipartBody, type Part } from '../../e2e/support/raw-post';

// The proxy's check of a Server Action post's body, as the framework will parse it: busboy for the
// scripts' call (Next-Action), FormData without scripts. tests/e2e/bad-posts.spec.ts sends the same
// posts to the running site and checks its answers and its log.

const BOUNDARY = 'UnitBoundary5c1d';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const fields: Part[] = [
  { name: 'name', value: 'Ana' },
  { name: 'message', value: 'olá' },
];
const withFile = (filename: string) =>
  multipartBody(BOUNDARY, [
    ...fields,
    { name: 'photo', filename, value: Buffer.from([0xff, 0xd8]) },
  ]);

const WAYS = { withScripts: { 'Next-Action': 'abc123' }, withoutScripts: {} };

type Body = Buffer | string | ReadableStream<Uint8Array>;

function post(body: Body, type: string, extra: Record<string, string>) {
  // duplex: Node's fetch sends a stream only half-duplex, a word the DOM's RequestInit lacks.
  return new Request('http://site.test/contato', {
    method: 'POST',
    headers: { 'Content-Type': type, ...extra },
    body: body as BodyInit,
    duplex: 'half',
  } as RequestInit);
}

/** A body without a declared length: `size` bytes in chunks of 1 MB. */
function chunked(size: number): ReadableStream<Uint8Array> {
  const block = new Uint8Array(1024 * 1024).fill(97);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = block.subarray(0, Math.min(block.length, size - sent));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

for (const [way, headers] of Object.entries(WAYS)) {
  describe(`a Server Action post ${way}`, () => {
    const refusal = (body: Body, type = MULTIPART) => actionBodyRefusal(post(body, type, headers));

    it('passes when well formed, a browser-encoded CR LF in a file name too', async () => {
      expect(await refusal(multipartBody(BOUNDARY, fields))).toBeNull();
      expect(await refusal(withFile('photo.jpg'))).toBeNull();
      expect(await refusal(withFile('a%0D%0Ab.jpg'))).toBeNull();
    });

    it('is malformed without its boundary, with another, or cut short', async () => {
      const body = multipartBody(BOUNDARY, fields);
      expect(await refusal(body, 'multipart/form-data')).toBe('malformed');
      expect(await refusal(body, 'multipart/form-data; boundary=Other')).toBe('malformed');
      expect(await refusal(body.subarray(0, -20))).toBe('malformed');
    });

    it('is malformed with a NUL or a raw CR LF in a file name', async () => {
      expect(await refusal(withFile('photo\u0000.jpg'))).toBe('malformed');
      expect(await refusal(withFile('photo\r\n.jpg'))).toBe('malformed');
    });

    it('is too large past the limit without a declared length', async () => {
      expect(await refusal(chunked(FORM_BODY_BYTES + 1))).toBe('tooLarge');
      expect(await refusal(chunked(FORM_BODY_BYTES + 1), 'text/plain')).toBe('tooLarge');
    }, 20_000);

    it('is not parsed when it is not multipart (the framework reads it as text)', async () => {
      expect(await refusal('["$K1"]', 'text/plain;charset=UTF-8')).toBeNull();
    });
  });
}

describe('the parser of each way', () => {
  // Text before the first boundary: busboy skips it; the platform's FormData refuses it on Node 20
  // and takes it on Node 24 (undici's parser changed), and the framework follows it either way.
  const preamble = Buffer.concat([Buffer.from('hello\r\n'), multipartBody(BOUNDARY, fields)]);
  const platformParses = () =>
    new Response(preamble, { headers: { 'content-type': MULTIPART } }).formData().then(
      () => true,
      () => false,
    );

  it('is the framework’s: busboy for the scripts’ call, FormData without scripts', async () => {
    expect(await actionBodyRefusal(post(preamble, MULTIPART, WAYS.withScripts))).toBeNull();
    expect(await actionBodyRefusal(post(preamble, MULTIPART, WAYS.withoutScripts))).toBe(
      (await platformParses()) ? null : 'malformed',
    );
  });
});
