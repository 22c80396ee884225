import 'server-only';
import { env } from '@/lib/env';

// A reviewer's key, kept by their browser for one board: a cookie, so the page knows them with or
// without scripts. Only this site reads it (httpOnly), it goes with the board's own posts and
// links (SameSite=Lax), and it lasts as long as the board.
const PREFIX = 'review-';

/** The cookie's name for a board: where the page and the actions read the reviewer's key. */
export const reviewerCookieName = (boardId: string) => `${PREFIX}${boardId}`;

/** The cookie a reviewer's browser keeps once they joined, until the board is deleted. */
export function reviewerCookie(boardId: string, key: string, expiresAt: string) {
  return {
    name: reviewerCookieName(boardId),
    value: key,
    httpOnly: true,
    sameSite: 'lax',
    // Over HTTPS wherever the site is served so.
    secure: env.SITE_URL.startsWith('https:'),
    path: '/',
    expires: new Date(expiresAt),
  } as const;
}
