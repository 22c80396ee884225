import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { isCacheTag } from '@/lib/agency-api/cache';
import { forgetAllRendered } from '@/lib/proxy/outage-pages';
import { env } from '@/lib/env';
import { acceptedLocale, jsonError } from '@/lib/route-handlers/request';
import { expireTagsNow } from '@/lib/shared-store/shared-cache.mjs';

function secretMatches(given: string | null): boolean {
  if (!env.REVALIDATE_SECRET || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(env.REVALIDATE_SECRET);
  return a.length === b.length && timingSafeEqual(a, b);
}

// For the agency's back office: `?tag=talents`, `?tag=talent:12`, … (repeatable), with
// REVALIDATE_SECRET in `x-revalidate-secret`.
export async function POST(request: Request) {
  const search = new URL(request.url).searchParams;
  const locale = search.get('lang') ?? acceptedLocale(request);
  if (!secretMatches(request.headers.get('x-revalidate-secret')))
    return jsonError(401, locale, 'unauthorized', { 'WWW-Authenticate': 'x-revalidate-secret' });
  const tags = search.getAll('tag');
  if (tags.length === 0 || !tags.every(isCacheTag)) return jsonError(400, locale, 'badRequest');
  // Expired at once, not marked stale: the next visitor sees the new content.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Which pages used the tag is not known here: each is asked about again.
  forgetAllRendered();
  // With several instances (REDIS_URL): done in the shared cache before answering.
  await expireTagsNow(tags);
  return Response.json({ revalidated: tags, at: new Date().toISOString() });
}
