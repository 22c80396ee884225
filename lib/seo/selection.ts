import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { selectionPath } from '@/lib/selection/link';
import { pageMetadata } from './page-metadata';

const NAMES_IN_DESCRIPTION = 6;

/** So a chat app previews the link. Never indexed: a selection is a message, not a page. */
export async function selectionMetadata(
  locale: Locale,
  talents: ReadonlyArray<{ id: number; name: string; cover: string | null }>,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Selection' });
  const names = talents.slice(0, NAMES_IN_DESCRIPTION).map((talent) => talent.name);
  const title = t('metaTitle', { count: talents.length });
  const description = t('metaDescription', {
    site: env.SITE_NAME,
    names: talents.length > names.length ? `${names.join(', ')}…` : names.join(', '),
  });
  const image = talents.find((talent) => talent.cover)?.cover ?? null;
  const base = await pageMetadata(locale, '/selection', { title, description, image });
  const url = selectionPath(
    locale,
    talents.map((talent) => talent.id),
  );
  return {
    ...base,
    alternates: { canonical: url },
    openGraph: { ...base.openGraph, url },
    robots: { index: false, follow: false },
  };
}
