// Which address a request came from, for the per-address limits. Only what
// this server saw on its own socket, or what a proxy we run appended, can be
// trusted: the leftmost X-Forwarded-For entries are written by the client.

/**
 * The header in which this process records the socket's peer address of each
 * incoming request (lib/route-handlers/peer-address.ts), overwriting any value a client
 * sent under that name.
 */
export const PEER_ADDRESS_HEADER = 'x-site-peer-address';

type AddressSources = {
  /** The address at the other end of the TCP connection, if recorded. */
  peer: string | null;
  /** X-Forwarded-For as it reached the site (entries are comma-separated). */
  forwardedFor: string | null;
  /** How many proxies of ours stand in front of the site (TRUSTED_PROXY_HOPS). */
  trustedHops: number;
};

/**
 * With no trusted proxy the peer is the client. Each trusted proxy appends
 * the address it received the request from, so with N of them the client is
 * the Nth entry counted from the right; whatever lies left of it came from
 * the client and is ignored. A chain shorter than N was not written by our
 * proxies (or is forged), so the peer is used.
 */
export function clientAddressOf({ peer, forwardedFor, trustedHops }: AddressSources): string {
  if (trustedHops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = entries[entries.length - trustedHops];
    if (entries.length >= trustedHops && entry) return entry;
  }
  return peer || 'unknown';
}
