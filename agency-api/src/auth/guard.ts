import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenKind, TokenStore } from './tokens.js';

/**
 * onRequest hook: runs before any body parsing, so an unauthenticated upload
 * is refused before its bytes are read.
 */
export function requireToken(tokens: TokenStore, kind: TokenKind) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1] || !tokens.check(match[1], kind)) {
      await reply.code(401).send({ message: 'Unauthenticated.' });
    }
  };
}
