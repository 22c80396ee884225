import { E2E } from './ports';

// Direct calls to the agency API of the suite, to compare what the site
// shows with what the agency holds, and to see what forms stored.
const credentials = {
  main: { path: '/api/signin', body: { salt: 'dev-salt', api_key: 'dev-main-key' } },
  panel: { path: '/api/login', body: { salt: 'dev-salt', api_token: 'dev-panel-token' } },
};

async function token(kind: 'main' | 'panel', base = E2E.apiUrl): Promise<string> {
  const { path, body } = credentials[kind];
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** `base`: a private agency API (support/stack.ts) instead of the suite's. */
export async function api<T>(
  kind: 'main' | 'panel',
  path: string,
  init: RequestInit = {},
  base = E2E.apiUrl,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${await token(kind, base)}` },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export type ApiTalent = { id: number; name: string; cover: string; gender: 'man' | 'woman' };
export type ApiProfile = ApiTalent & {
  height: string;
  jeans: string;
  waist: string;
  hips: string;
  bust: string;
  shoes: string;
  compo: unknown;
  book: unknown[];
  snap: unknown[];
  video: unknown[];
};

export async function talentsOf(categoryId: number, language = 'pt'): Promise<ApiTalent[]> {
  return talentsWhere(categoryId, [], language);
}

export type ListedTalent = ApiTalent & {
  height_cm: number | null;
  hair: string | null;
  eyes: string | null;
};

/** Every talent of a category matching the filters, in the agency API's order (by name). */
export async function talentsWhere(
  categoryId: number,
  filters: { property: string; values: unknown[] }[],
  language = 'pt',
): Promise<ListedTalent[]> {
  const body = JSON.stringify({
    filters: [{ property: 'categories', values: [categoryId] }, ...filters],
  });
  const result = await api<{ data: { data: ListedTalent[] } }>(
    'main',
    `/api/talents?language=${language}&paginate=1000`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    },
  );
  return result.data.data;
}

export async function profile(id: number, language = 'pt'): Promise<ApiProfile> {
  return (
    await api<{ data: ApiProfile }>('main', `/api/talent/profile?language=${language}&id=${id}`)
  ).data;
}

/** The first seeded model whose profile matches. */
export async function findProfile(match: (p: ApiProfile) => boolean): Promise<ApiProfile> {
  for (const talent of await talentsOf(1)) {
    const candidate = await profile(talent.id);
    if (match(candidate)) return candidate;
  }
  throw new Error('no seeded profile matches');
}

export type Submission = {
  id: number;
  kind: string;
  lang: string;
  fields: Record<string, unknown>;
  files: Array<{ field: string; size: number; sha256: string; mime: string; url: string }>;
  minor?: boolean;
};

/** A stored file as the agency API serves it to its panel (the bytes on its disk). */
export async function storedFile(url: string): Promise<Buffer> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${await token('panel')}` },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function submissions(
  kind: 'contact' | 'favorites' | 'get-scouted',
  base = E2E.apiUrl,
): Promise<Submission[]> {
  return (await api<{ data: Submission[] }>('panel', `/api/submissions?kind=${kind}`, {}, base))
    .data;
}
