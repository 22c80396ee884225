import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { findTalent } from '@/lib/agency-api/profile';
import { env } from '@/lib/env';
import { isCategory, type Locale } from '@/lib/i18n/routing';
import { profileCategory } from '@/lib/talents/categories';
import { profileHref } from '@/lib/talents/profile-href';
import { notFoundMetadata } from './not-found';
import { pageMetadata } from './page-metadata';

/** Its canonical is the bare profile's one address. */
export async function profileMetadata(
  locale: Locale,
  { category, id }: { category: string; id: string },
): Promise<Metadata> {
  const talent = isCategory(category) ? await findTalent(locale, id) : null;
  if (!talent || !isCategory(category)) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata(locale, profileHref(profileCategory(talent.categories, category), talent), {
    title: t('talentProfile', { name: talent.name }),
    description: t('talentProfileDescription', { name: talent.name, site: env.SITE_NAME }),
    image: talent.cover,
    type: 'profile',
  });
}
