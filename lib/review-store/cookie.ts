import 'server-only';
import { env } from '@/lib/env';

// A reviewer's key, kept by their browser for one board: a cookie, so the page knows them with or
// without scripts. Only this site reads it (httpOnly), it goes with the board's own posts and
// links (SameSite=Lax), and it lasts as long as the board.
const PREFIX = 'review-';

export function reviewerCookie(boardId: string): { name: string };
export function reviewerCookie(
  boardId: string,
  key: string,
  expiresAt: string,
): {
  name: string;
  value: string;
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  expires: Date;
};
export function reviewerCookie(boardId: string, key?: string, expiresAt?: string) {
  const name = `${PREFIX}${boardId}`;
  if (key === undefined || expiresAt === undefined) return { name };
  return {
    name,
    value: key,
    httpOnly: true,
    sameSite: 'lax',
    // Over HTTPS wherever the site is served so.
    secure: env.SITE_URL.startsWith('https:'),
    path: '/',
    expires: new Date(expiresAt),
  } as const;
}
