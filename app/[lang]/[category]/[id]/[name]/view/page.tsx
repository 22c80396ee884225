import type { Metadata } from 'next';
import { TalentProfile } from '@/components/talents/TalentProfile';
import { pageLocale } from '@/lib/i18n/server';
import { profileMetadata } from '@/lib/talents/profile-page';
import { parseProfileView } from '@/lib/talents/profile-view';

// A profile with a chosen media tab or units (?media=snap&height=ftin&shoes=UK),
// the links a visitor without scripts follows. Visitors never see this
// address: the proxy rewrites such a profile URL here, while the bare
// profile stays a cached page. Its canonical is the bare profile.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string; category: string; id: string; name: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return profileMetadata(await pageLocale(params), await params);
}

export default async function TalentProfileViewPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const view = parseProfileView(await searchParams);
  return <TalentProfile locale={locale} address={await params} view={view} />;
}
