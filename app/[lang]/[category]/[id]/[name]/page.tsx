import type { Metadata } from 'next';
import { TalentProfile } from '@/components/talents/TalentProfile';
import { pageLocale } from '@/lib/i18n/page-locale';
import { profileMetadata } from '@/lib/seo/profile';

// A cached page, built on its first visit. Its tabs and units are switched inside the page.
type Props = { params: Promise<{ lang: string; category: string; id: string; name: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return profileMetadata(await pageLocale(params), await params);
}

export default async function TalentProfilePage({ params }: Props) {
  const locale = await pageLocale(params);
  return <TalentProfile locale={locale} address={await params} />;
}
