import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

// WebKitWebDriver gives no access to the console. This proxy, between
// WebKit and the site, adds one inline script at the top of every HTML page
// (the site's CSP allows inline scripts) that reports console errors,
// uncaught exceptions, unhandled rejections and CSP violations to the proxy
// by beacon. Everything else passes unchanged: the same Host header (so the
// Server Actions' origin check sees the browser's own origin), the same bodies.

const REPORT_PATH = '/__journey-errors';

const LISTENER = `<script>(() => {
  const report = (kind, text) => {
    try { navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, JSON.stringify({ kind, text: String(text), url: location.href })); } catch (e) {}
  };
  addEventListener('error', (event) => {
    if (event.target && event.target !== window) return;
    report('uncaught', (event.error && event.error.message) || event.message);
  }, true);
  addEventListener('unhandledrejection', (event) =>
    report('uncaught', 'unhandled rejection: ' + ((event.reason && event.reason.message) || event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    report('console', 'CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));
  const original = console.error;
  console.error = function (...args) {
    report('console', args.map((a) => (a && a.message) || String(a)).join(' '));
    return original.apply(this, args);
  };
})()</script>`;

export type ErrorProxy = { url: string; takeErrors(): string[]; close(): Promise<void> };

export function startErrorProxy(siteUrl: string): Promise<ErrorProxy> {
  const site = new URL(siteUrl);
  let errors: string[] = [];

  function collect(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      try {
        const { kind, text, url } = JSON.parse(body) as { kind: string; text: string; url: string };
        errors.push(`${kind === 'console' ? 'console' : 'uncaught'}: ${text} (${url})`);
      } catch {
        errors.push(`unreadable report: ${body}`);
      }
      res.writeHead(204).end();
    });
  }

  function forward(req: IncomingMessage, res: ServerResponse) {
    const headers = { ...req.headers };
    // Uncompressed, so the HTML can be read; the site compresses nothing else the tests look at.
    delete headers['accept-encoding'];
    const upstream = request(
      { host: site.hostname, port: site.port, path: req.url, method: req.method, headers },
      (answer) => {
        const html = /^text\/html/.test(answer.headers['content-type'] ?? '');
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const rest = { ...answer.headers };
        // The page grows by the listener: sent chunked.
        delete rest['content-length'];
        res.writeHead(answer.statusCode ?? 502, rest);
        // Streamed on: held back only until the <head> tag has passed.
        let pending = Buffer.alloc(0);
        let injected = false;
        answer.on('data', (chunk: Buffer) => {
          if (injected) return void res.write(chunk);
          pending = Buffer.concat([pending, chunk]);
          // latin1: one character per byte, so the match's index is a byte offset.
          const head = /<head[^>]*>/i.exec(pending.toString('latin1'));
          if (!head) return;
          const end = head.index + head[0].length;
          res.write(
            Buffer.concat([pending.subarray(0, end), Buffer.from(LISTENER), pending.subarray(end)]),
          );
          injected = true;
          pending = Buffer.alloc(0);
        });
        answer.on('end', () => res.end(pending));
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  }

  const server = createServer((req, res) =>
    req.method === 'POST' && req.url === REPORT_PATH ? collect(req, res) : forward(req, res),
  );
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        takeErrors() {
          const taken = errors;
          errors = [];
          return taken;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
