import 'server-only';
import type { AxiosRequestConfig } from 'axios';
import type * as z from '@/lib/zod';
import { ApiUnavailableError } from './errors';
import { send } from './http';
import type { TokenKind } from './tokens';

/** A 404 is `null` (the page shows its 404); anything but a readable 2xx is unavailability. */
export async function readOrNull<S extends z.ZodType>(
  kind: TokenKind,
  config: AxiosRequestConfig,
  schema: S,
): Promise<z.infer<S> | null> {
  const response = await send(kind, config);
  if (response.status === 404) return null;
  if (response.status < 200 || response.status >= 300) {
    throw new ApiUnavailableError(`${config.url} answered ${response.status}`, response.status);
  }
  const parsed = schema.safeParse(response.data);
  if (!parsed.success) {
    throw new ApiUnavailableError(`${config.url} answered an unexpected shape`, response.status, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** Like readOrNull, for resources that always exist: a 404 is unavailability too. */
export async function read<S extends z.ZodType>(
  kind: TokenKind,
  config: AxiosRequestConfig,
  schema: S,
): Promise<z.infer<S>> {
  const data = await readOrNull(kind, config, schema);
  if (data === null) throw new ApiUnavailableError(`${config.url} was not found`, 404);
  return data;
}
