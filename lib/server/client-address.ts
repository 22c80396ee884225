// For the per-address limits. Only this server's socket, or what a proxy we run appended, can be
// trusted: the leftmost X-Forwarded-For entries are written by the client.

/** Set by peer-address.ts, overwriting any value a client sent under that name. */
export const PEER_ADDRESS_HEADER = 'x-site-peer-address';

type AddressSources = {
  peer: string | null;
  forwardedFor: string | null;
  /** How many proxies of ours stand in front of the site (TRUSTED_PROXY_HOPS). */
  trustedHops: number;
};

// Each trusted proxy appends the address it got the request from, so with N of them the client is
// the Nth entry from the right; a shorter chain is not our proxies', so the peer is used.
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
