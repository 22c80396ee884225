import { describe, expect, it } from 'vitest';
import { ApiRejectedError, ApiUnavailableError } from '@/lib/agency-api/errors';
import { failureLine } from '@/lib/server/log';

describe('failureLine', () => {
  it('is one line of JSON with the route, status and error, and nothing of the request', () => {
    const error = new ApiRejectedError(422, { errors: { name: ['max'] }, name: 'Ana Lima' });
    const line = failureLine(
      { route: '/api/contact', method: 'POST', status: 422, error },
      new Date('2025-01-02T03:04:05Z'),
    );
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2025-01-02T03:04:05.000Z',
      level: 'error',
      route: '/api/contact',
      method: 'POST',
      status: 422,
      error: 'ApiRejectedError',
      cause: 'The agency API refused the request (422)',
    });
    expect(line).not.toContain('Ana Lima');
  });

  it('names the inner cause and hides anything that looks like a token', () => {
    const token = 'a'.repeat(64);
    const error = new ApiUnavailableError(`refused Bearer ${token}`, 500, {
      cause: new TypeError('x'),
    });
    const line = JSON.parse(failureLine({ route: '/[lang]', status: 500, error }));
    expect(line.cause).toBe('refused [redacted] (cause: TypeError)');
    expect(JSON.stringify(line)).not.toContain(token);
  });
});
