import type { Metadata } from 'next';
import { PostNotFoundView } from '@/components/errors/PostNotFoundView';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** A post that does not exist: the 404 page, with the way back to the blog list. */
export default function PostNotFound() {
  return <PostNotFoundView />;
}
