import 'server-only';
import type { Metadata } from 'next';
import { isFirstWindow, type ListWindow } from '@/lib/lists/window';
import { staticPageMetadata } from './page-metadata';

/** Canonical: the blog; a later or grown list is not indexed, its links followed. */
export async function blogListMetadata(
  params: Promise<{ lang: string }>,
  window: ListWindow,
): Promise<Metadata> {
  const metadata = await staticPageMetadata(params, 'blog');
  return isFirstWindow(window) ? metadata : { ...metadata, robots: { index: false, follow: true } };
}
