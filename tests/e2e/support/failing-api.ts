import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';

// Stand-ins for an agency API that is there but does not serve, started on its
// port while the real one is stopped (support/stack.ts).

export type StandIn = { close(): Promise<void> };

function listening(server: Server, port: number): Promise<StandIn> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** Accepts every connection and never answers: a hung API. */
export const hungApi = (port: number) => listening(createServer(), port);

/** Answers its address (so it looks up) and fails every call with 502. */
export const failingApi = (port: number) =>
  listening(
    createHttpServer((request, response) =>
      response.writeHead(request.method === 'HEAD' ? 200 : 502).end(),
    ),
    port,
  );
