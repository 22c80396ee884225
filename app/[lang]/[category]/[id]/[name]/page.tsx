import type { Metadata } from 'next';
import { TalentProfile } from '@/components/talents/TalentProfile';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryParams } from '@/lib/lists/pager';
import { profileMetadata } from '@/lib/seo/profile';
import { parseProfileView } from '@/lib/talents/profile-view';

type Props = {
  params: Promise<{ lang: string; category: string; id: string; name: string }>;
  // A tab or unit chosen without scripts (?media=snap&height=ftin); the canonical is the bare profile.
  searchParams: Promise<QueryParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return profileMetadata(await pageLocale(params), await params);
}

export default async function TalentProfilePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const view = parseProfileView(await searchParams);
  return <TalentProfile locale={locale} address={await params} view={view} />;
}
