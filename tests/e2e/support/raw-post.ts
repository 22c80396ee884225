import { request as httpRequest } from 'node:http';

// Posts exactly the bytes and headers given, which a browser or Playwright's request would
// correct: a multipart body that does not match its header, no Content-Length (chunked), any Origin.

export type Part = { name: string; value: string | Buffer; filename?: string };

/** A multipart/form-data body with `boundary`; a file name is written as given, bytes and all. */
export function multipartBody(boundary: string, parts: Part[]): Buffer {
  const chunks = parts.flatMap(({ name, value, filename }) => {
    const file =
      filename === undefined ? '' : `; filename="${filename}"\r\nContent-Type: image/jpeg`;
    return [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`,
        'latin1',
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

export type RawAnswer = { status: number; type: string; text: string };

/**
 * POSTs `body` to `url`; with `chunkedPadding`, the body goes without a length, followed by that
 * many more bytes (the end of the multipart body never comes).
 */
export function rawPost(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  chunkedPadding = 0,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunked = chunkedPadding > 0;
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: chunked
          ? { ...headers, 'Transfer-Encoding': 'chunked' }
          : { ...headers, 'Content-Length': String(body.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.write(body);
    const block = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < chunkedPadding) {
        sent += block.length;
        if (!request.write(block)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}
