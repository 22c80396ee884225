import 'server-only';
import axios from 'axios';
import * as z from '@/lib/zod';
import { env } from '@/lib/env';
import { ApiUnavailableError } from './errors';
import { reportNoAnswer } from './reachability';

export type TokenKind = 'main' | 'panel';

// Tokens live on globalThis so that every route and page of this server
// process shares one pair, and a concurrent burst asks for a token once.
type TokenState = { token?: string; pending?: Promise<string> };
const store = ((globalThis as { __agencyTokens?: Record<TokenKind, TokenState> }).__agencyTokens ??=
  {
    main: {},
    panel: {},
  });

const tokenResponse = z.object({ access_token: z.string().min(1) });

async function requestToken(kind: TokenKind): Promise<string> {
  const url = kind === 'main' ? `${env.MAIN_API_URL}/api/signin` : `${env.PANEL_API_URL}/api/login`;
  const body =
    kind === 'main'
      ? { salt: env.API_SALT, api_key: env.MAIN_API_KEY }
      : { salt: env.API_SALT, api_token: env.PANEL_API_TOKEN };
  try {
    const response = await axios.post(url, body, { timeout: env.API_TIMEOUT_MS });
    return tokenResponse.parse(response.data).access_token;
  } catch (error) {
    // Never include the request (it carries the key) in what we throw.
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    if (axios.isAxiosError(error) && !error.response) reportNoAnswer();
    throw new ApiUnavailableError(`Could not obtain the ${kind} API token`, status);
  }
}

export function getToken(kind: TokenKind): Promise<string> {
  const state = store[kind];
  if (state.token) return Promise.resolve(state.token);
  state.pending ??= requestToken(kind)
    .then((token) => {
      state.token = token;
      return token;
    })
    .finally(() => {
      state.pending = undefined;
    });
  return state.pending;
}

export function forgetToken(kind: TokenKind, refused: string) {
  if (store[kind].token === refused) store[kind].token = undefined;
}
