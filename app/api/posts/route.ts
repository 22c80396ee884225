import type { NextRequest } from 'next/server';
import { z } from '@/lib/zod';
import { listPosts } from '@/lib/agency-api/posts';
import { postItem, type PostListPage } from '@/lib/blog/post-item';
import { routing } from '@/lib/i18n/routing';
import { answerOr503, jsonError } from '@/lib/route-handlers/request';

// The blog list's next pages, so the panel token stays on the server.
const query = z.object({
  lang: z.enum(routing.locales),
  page: z.coerce.number().int().min(1).max(1000),
});

export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success)
    return jsonError(400, request.nextUrl.searchParams.get('lang') ?? undefined, 'badRequest');
  return answerOr503(request, parsed.data.lang, async () => {
    const { posts, total } = await listPosts(parsed.data.lang, parsed.data.page);
    const body: PostListPage = {
      items: posts.map((post) => postItem(post, parsed.data.lang)),
      total,
      page: parsed.data.page,
    };
    return Response.json(body, {
      headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' },
    });
  });
}
