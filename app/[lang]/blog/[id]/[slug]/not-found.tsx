'use client';

import { NotFoundView } from '@/components/errors/NotFoundView';

/**
 * A post that does not exist: the 404 page, with the way back to the blog list.
 * A client view: on a client navigation the server renders this boundary
 * without the layout, so it cannot tell the language (it gets no params); the
 * texts come from the page's provider. A client file cannot export metadata:
 * React places the robots tag in the head.
 */
export default function PostNotFound() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <NotFoundView post />
    </>
  );
}
