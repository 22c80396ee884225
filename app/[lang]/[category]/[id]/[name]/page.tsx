import type { Metadata } from 'next';
import { TalentProfile } from '@/components/talents/TalentProfile';
import { pageLocale } from '@/lib/i18n/server';
import { profileMetadata } from '@/lib/talents/profile-page';

export type Props = {
  params: Promise<{ lang: string; category: string; id: string; name: string }>;
};

// Kept in the page cache; a chosen tab or unit is ./view's (proxy.ts), rendered per request.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return profileMetadata(await pageLocale(params), await params);
}

export default async function TalentProfilePage({ params }: Props) {
  const locale = await pageLocale(params);
  return <TalentProfile locale={locale} address={await params} view={{}} />;
}
