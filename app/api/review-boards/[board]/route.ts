import { boardRevision } from '@/lib/review-store/boards';
import { logFailure } from '@/lib/server/log';
import { siteDb } from '@/lib/site-db';

export const dynamic = 'force-dynamic';

// The board's revision, a stamp that changes with every name, mark and comment: an open board
// page asks for it every few seconds and renders again only when it changed
// (components/review/LiveRefresh.tsx). Nothing of the board is in it; its address is the board's
// secret, as the page's is.
type Context = { params: Promise<{ board: string }> };

export async function GET(_request: Request, context: Context) {
  const { board } = await context.params;
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const revision = await boardRevision(await siteDb(), board, new Date());
    if (revision === null) return Response.json({ revision: null }, { status: 404, headers });
    return Response.json({ revision }, { headers });
  } catch (error) {
    logFailure({ route: '/api/review-boards/[board]', method: 'GET', status: 503, error });
    return Response.json({ revision: null }, { status: 503, headers });
  }
}
