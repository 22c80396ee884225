import http from 'node:http';
import { PEER_ADDRESS_HEADER } from './client-address';

// Route handlers get a web Request, without the socket it came on, and Next
// only fills X-Forwarded-For with the socket's address when the client sent
// none. So every request that reaches this process's HTTP server is stamped
// with its peer address first, under a header of our own that replaces
// anything a client may have sent under that name.

type Stamped = { __sitePeerAddress?: boolean };
const state = globalThis as Stamped;

export function recordPeerAddresses() {
  if (state.__sitePeerAddress) return;
  state.__sitePeerAddress = true;
  const emit = http.Server.prototype.emit as (
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  http.Server.prototype.emit = function stampPeer(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}

/** Whether the stamp runs in this process, so that its header can be believed. */
export function peerAddressesRecorded(): boolean {
  return state.__sitePeerAddress === true;
}
