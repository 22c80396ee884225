import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** An error that carries the HTTP status and JSON body the client should get. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? status));
  }
}

export const INVALID = 'The given data was invalid.';

/** 422 in the Laravel shape the site already knows: errors keyed by field, each a list of codes. */
export function invalid(errors: Record<string, string[]> = {}): HttpError {
  return new HttpError(422, { message: INVALID, errors });
}

export function notFound(): HttpError {
  return new HttpError(404, { message: 'Not found' });
}

/** Parses with zod or throws a 422 naming the failing fields. */
export function parseOr422<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push('invalid');
  }
  throw invalid(errors);
}

// Fastify's own error codes that mean "your request is malformed" map to 422, not 400/500.
const UNPROCESSABLE = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

export function installErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Not found' }));
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.body);
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.code(413).send({ message: 'File too large.' });
    if (error.validation || UNPROCESSABLE.has(error.code))
      return reply.code(422).send({ message: INVALID, errors: {} });
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error' });
  });
}
