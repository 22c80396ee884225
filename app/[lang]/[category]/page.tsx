import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { FilterBootScript } from '@/components/talents/FilterBootScript';
import { GenderFilter } from '@/components/talents/GenderFilter';
import { ScrollMemory } from '@/components/experience/ScrollMemory';
import { TalentCard } from '@/components/talents/TalentCard';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { listTalents } from '@/lib/agency-api/talents';
import { env } from '@/lib/env';
import { pathFor } from '@/lib/i18n/paths';
import { isCategory } from '@/lib/i18n/routing';
import { pageLocale, pageMetadata } from '@/lib/i18n/server';
import { breadcrumbs } from '@/lib/seo/breadcrumbs';
import { profileRoute } from '@/lib/talents/route';

type Props = { params: Promise<{ lang: string; category: string }> };

const GRID_ID = 'talent-grid';
// The first row (up to 6 cards from 1280 px) is loaded at once; the rest lazily.
const FIRST_ROW = 6;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) return {};
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const name = pages(category);
  return await pageMetadata(
    locale,
    { page: 'talentList', category },
    {
      title: t('talentList', { category: name }),
      description: t('talentListDescription', { category: name, site: env.SITE_NAME }),
    },
  );
}

export default async function TalentListPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  const [pages, t, talents] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Talents' }),
    listTalents(category, locale),
  ]);
  const counts = {
    man: talents.filter((talent) => talent.gender === 'man').length,
    woman: talents.filter((talent) => talent.gender === 'woman').length,
  };
  return (
    <Container>
      <JsonLd
        data={breadcrumbs(locale, [
          { name: pages(category), route: { page: 'talentList', category } },
        ])}
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle>{pages(category)}</PageTitle>
        {talents.length > 0 ? <GenderFilter gridId={GRID_ID} counts={counts} /> : null}
      </div>
      {talents.length === 0 ? (
        <p className="mt-10 text-muted">{t('noTalents')}</p>
      ) : (
        <ul
          id={GRID_ID}
          className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-5 xl:grid-cols-6"
        >
          {talents.map((talent, index) => (
            <li key={talent.id} data-gender={talent.gender ?? 'none'}>
              <TalentCard
                talent={talent}
                category={category}
                eager={index < FIRST_ROW}
                priority={index < 2}
                href={pathFor(locale, profileRoute(category, talent))}
              />
            </li>
          ))}
        </ul>
      )}
      <FilterBootScript gridId={GRID_ID} />
      <ScrollMemory scope={`talents:${locale}:${category}`} />
    </Container>
  );
}
