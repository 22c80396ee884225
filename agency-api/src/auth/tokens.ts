import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';

export type TokenKind = 'main' | 'panel';

interface Entry {
  kind: TokenKind;
  expiresAt: number;
}

/** In-memory bearer tokens: a restart signs everyone out, which the site handles by signing in again. */
export class TokenStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlSeconds: number) {}

  issue(kind: TokenKind): { access_token: string; token_type: 'Bearer'; expires_in: number } {
    this.purge();
    const token = randomBytes(32).toString('hex');
    this.entries.set(token, { kind, expiresAt: Date.now() + this.ttlSeconds * 1000 });
    // For the site's tests only: they check that no issued token ever reaches
    // a browser, so they need to know every token. Never set in production.
    const log = process.env.AGENCY_API_TOKEN_LOG;
    if (log) appendFileSync(log, `${token}\n`);
    return { access_token: token, token_type: 'Bearer', expires_in: this.ttlSeconds };
  }

  /** True only for a live token of the expected kind. */
  check(token: string, kind: TokenKind): boolean {
    const entry = this.entries.get(token);
    if (!entry) return false;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(token);
      return false;
    }
    return entry.kind === kind;
  }

  // Dropping expired tokens on each issue keeps the map bounded without a timer.
  private purge(): void {
    const now = Date.now();
    for (const [token, entry] of this.entries)
      if (entry.expiresAt <= now) this.entries.delete(token);
  }
}
