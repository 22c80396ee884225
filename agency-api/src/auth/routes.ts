import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { TokenKind, TokenStore } from './tokens.js';

// Hashing first gives equal lengths, so the comparison time says nothing about the secret.
function same(a: unknown, b: string): boolean {
  if (typeof a !== 'string') return false;
  const h = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(h(a), h(b));
}

/** POST /api/signin (main token) and POST /api/login (panel token). */
export function authRoutes(app: FastifyInstance, config: Config, tokens: TokenStore): void {
  const route = (url: string, field: string, secret: string, kind: TokenKind) =>
    app.post(url, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (!same(body.salt, config.salt) || !same(body[field], secret)) {
        return reply.code(401).send({ message: 'Invalid credentials.' });
      }
      return tokens.issue(kind);
    });
  route('/api/signin', 'api_key', config.mainKey, 'main');
  route('/api/login', 'api_token', config.panelToken, 'panel');
}
