import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { notFoundTexts } from '@/lib/errors/not-found-texts';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function NotFound() {
  return <NotFoundView texts={notFoundTexts()} />;
}
