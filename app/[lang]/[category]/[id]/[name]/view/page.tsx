import { TalentProfile } from '@/components/talents/TalentProfile';
import { pageLocale } from '@/lib/i18n/server';
import type { Props as ProfileProps } from '../page';
import { parseProfileView } from '@/lib/talents/profile-view';

// ?media=snap&height=ftin&shoes=UK, rewritten here by proxy.ts; canonical: the bare profile.
export const dynamic = 'force-dynamic';

type Props = ProfileProps & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export { generateMetadata } from '../page';

export default async function TalentProfileViewPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const view = parseProfileView(await searchParams);
  return <TalentProfile locale={locale} address={await params} view={view} />;
}
