import { API_UNAVAILABLE_DIGEST } from './digest';

/** Its digest survives production's message stripping, so the error page can say "unavailable". */
export class ApiUnavailableError extends Error {
  readonly digest = API_UNAVAILABLE_DIGEST;
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiUnavailableError';
  }
}

/** The agency API refused what a visitor sent (a 4xx other than 401/404). */
export class ApiRejectedError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The agency API refused the request (${status})`);
    this.name = 'ApiRejectedError';
  }
}
