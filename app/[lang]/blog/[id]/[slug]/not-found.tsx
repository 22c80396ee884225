import type { Metadata } from 'next';
import { PostNotFoundView } from '@/components/errors/PostNotFoundView';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function PostNotFound() {
  return <PostNotFoundView />;
}
