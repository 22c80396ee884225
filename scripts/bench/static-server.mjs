// A plain Node `http` server that sends one fixed HTML document, as a
// baseline for `next start`. It runs in a worker thread of the bench process
// (its own event loop, so autocannon in the main thread does not starve it).
// Like Next (the `compression` middleware, gzip level 6, on every request)
// it gzips on the fly when the request accepts gzip; otherwise identity.
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';

function serve({ port, body, contentType }) {
  const bytes = Buffer.from(body);
  const server = http.createServer((request, response) => {
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const headers = { 'content-type': contentType, vary: 'Accept-Encoding' };
    if (!gzip) {
      response.writeHead(200, { ...headers, 'content-length': bytes.length });
      response.end(bytes);
      return;
    }
    // Chunked, as Next sends a compressed page.
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
    zlib.gzip(bytes, { level: 6 }, (error, compressed) => {
      if (error) response.destroy(error);
      else response.end(compressed);
    });
  });
  server.keepAliveTimeout = 5000;
  server.listen(port, '127.0.0.1', () => parentPort?.postMessage('listening'));
  return server;
}

if (!isMainThread && workerData?.staticServer) serve(workerData);

/** Starts the server in a worker thread; resolves with a function that stops it. */
export function startStaticServer({ port, body, contentType }) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { staticServer: true, port, body, contentType },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => resolve(() => worker.terminate()));
  });
}
