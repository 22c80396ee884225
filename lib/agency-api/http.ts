import 'server-only';
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { env } from '@/lib/env';
import { ApiUnavailableError } from './errors';
import { agencyApiKnownDown, reportNoAnswer } from './reachability';
import { forgetToken, getToken, type TokenKind } from './tokens';

function createClient(baseURL: string): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: env.API_TIMEOUT_MS,
    // Every status reaches our code: 404 and 4xx are answers, not exceptions.
    validateStatus: () => true,
    maxContentLength: 50 * 1024 * 1024,
  });
}

const clients: Record<TokenKind, AxiosInstance> = {
  main: createClient(env.MAIN_API_URL),
  panel: createClient(env.PANEL_API_URL),
};

// On a 401 the token is renewed once. What is thrown never carries the request (it holds the
// token); after no answer, nothing is sent until a probe finds the API again (reachability.ts).
export async function send<T = unknown>(
  kind: TokenKind,
  config: AxiosRequestConfig,
): Promise<AxiosResponse<T>> {
  if (await agencyApiKnownDown())
    throw new ApiUnavailableError(`The ${kind} API did not answer (still down)`);
  const attempt = async () => {
    const token = await getToken(kind);
    const response = await dispatch<T>(kind, token, config);
    return { token, response };
  };
  const first = await attempt();
  if (first.response.status !== 401) return first.response;
  forgetToken(kind, first.token);
  const second = await attempt();
  if (second.response.status === 401) {
    throw new ApiUnavailableError(`The ${kind} API refused a fresh token`, 401);
  }
  return second.response;
}

async function dispatch<T>(kind: TokenKind, token: string, config: AxiosRequestConfig) {
  try {
    return await clients[kind].request<T>({
      ...config,
      headers: {
        ...config.headers,
        Authorization: `Bearer ${token}`,
        Accept: config.headers?.Accept ?? 'application/json',
      },
    });
  } catch (error) {
    if (axios.isAxiosError(error) && !error.response) reportNoAnswer();
    const reason = axios.isAxiosError(error) ? (error.code ?? 'network error') : 'unexpected error';
    throw new ApiUnavailableError(`The ${kind} API did not answer (${reason})`);
  }
}
