import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { env } from '@/lib/env';
import { jsonError } from '@/lib/http/request';

function secretMatches(given: string | null): boolean {
  if (!env.REVALIDATE_SECRET || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(env.REVALIDATE_SECRET);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * On-demand refresh for the agency's back office: every cached page (and the
 * sitemap) is re-rendered on its next visit. Needs REVALIDATE_SECRET in the
 * `x-revalidate-secret` header.
 */
export async function POST(request: Request) {
  if (!secretMatches(request.headers.get('x-revalidate-secret')))
    return jsonError(401, undefined, 'badRequest');
  revalidatePath('/[lang]', 'layout');
  revalidateTag('sitemap', 'max');
  return Response.json({ revalidated: true, at: new Date().toISOString() });
}
