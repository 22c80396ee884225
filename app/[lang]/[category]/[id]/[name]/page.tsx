import type { Metadata } from 'next';
import { getImageProps } from 'next/image';
import { notFound } from 'next/navigation';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CompoButton } from '@/components/talents/CompoButton';
import { favoriteOf } from '@/lib/favorites/map';
import { ProfileGallery } from '@/components/talents/ProfileGallery';
import { MeasurementList } from '@/components/talents/MeasurementList';
import { Container } from '@/components/ui/Container';
import { PageTitle } from '@/components/ui/PageTitle';
import { getTalentProfile } from '@/lib/agency-api/profile';
import { parseId } from '@/lib/ids';
import { env } from '@/lib/env';
import { hrefOf, pathFor } from '@/lib/i18n/paths';
import { isCategory, type Locale } from '@/lib/i18n/routing';
import { pageLocale, pageMetadata } from '@/lib/i18n/server';
import { FALLBACK_COVER } from '@/lib/images';
import { compoFileName } from '@/lib/talents/compo';
import { firstMediaType } from '@/lib/talents/media';
import { breadcrumbs } from '@/lib/seo/breadcrumbs';
import { profilePage } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/url';
import { cutMeasurement } from '@/lib/talents/measurements';
import { profileCategory } from '@/lib/talents/categories';
import { profileRoute } from '@/lib/talents/route';

type Props = { params: Promise<{ lang: string; category: string; id: string; name: string }> };

export function generateStaticParams() {
  return [];
}

async function findTalent(locale: Locale, id: string) {
  // Only a numeric id can name a talent; anything else is a 404 without an API call.
  const talentId = parseId(id);
  return talentId === null ? null : getTalentProfile(talentId, locale);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category, id } = await params;
  const talent = isCategory(category) ? await findTalent(locale, id) : null;
  if (!talent || !isCategory(category)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    ...(await pageMetadata(
      locale,
      profileRoute(profileCategory(talent.categories, category), talent),
      {
        title: t('talentProfile', { name: talent.name }),
        description: t('talentProfileDescription', { name: talent.name, site: env.SITE_NAME }),
        image: talent.cover,
        type: 'profile',
      },
    )),
  };
}

export default async function TalentProfilePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { category, id, name } = await params;
  if (!isCategory(category)) notFound();
  const talent = await findTalent(locale, id);
  if (!talent) notFound();
  // One address per talent: its first listed category and its name's slug.
  const route = profileRoute(profileCategory(talent.categories, category), talent);
  if (route.category !== category || decodeURIComponent(name) !== route.name)
    permanentRedirect({ href: hrefOf(route), locale });
  const media = { book: talent.book, snap: talent.snap, video: talent.video };
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const url = absoluteUrl(pathFor(locale, route));
  return (
    <ClientMessages locale={locale} namespaces={['Talents', 'Units']}>
      <Container>
        <JsonLd
          data={profilePage({
            name: talent.name,
            url,
            image: talent.cover,
            height: cutMeasurement('height', talent.measurements.height),
            updatedAt: talent.updatedAt,
            agency: env.SITE_NAME,
          })}
        />
        <JsonLd
          data={breadcrumbs(locale, [
            { name: pages(category), route: { page: 'talentList', category } },
            { name: talent.name, route: profileRoute(category, talent) },
          ])}
        />
        <div className="flex flex-wrap items-center gap-4">
          <PageTitle>{talent.name}</PageTitle>
          <FavoriteButton talent={favoriteOf(talent, category)} />
        </div>
        <div className="mt-6 flex flex-wrap items-start justify-between gap-6">
          <MeasurementList
            locale={locale}
            gender={talent.gender}
            measurements={talent.measurements}
          />
          {talent.compo ? (
            <CompoButton
              talentId={talent.id}
              locale={locale}
              fileName={compoFileName(talent.name, env.SITE_NAME)}
            />
          ) : null}
        </div>
        {firstMediaType(media) ? (
          <ProfileGallery locale={locale} name={talent.name} cover={talent.cover} media={media} />
        ) : (
          <div className="relative mt-8 aspect-[3/4] w-full max-w-md overflow-hidden bg-ink/5">
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimized by getImageProps, which also gives the alt */}
            <img
              {
                // A plain <img>: next/image's component would add its client code to the page.
                ...getImageProps({
                  src: talent.cover ?? FALLBACK_COVER,
                  alt: talent.name,
                  fill: true,
                  loading: 'eager',
                  sizes: '(min-width: 768px) 28rem, 100vw',
                }).props
              }
              fetchPriority="high"
              data-fallback={FALLBACK_COVER}
              className="object-cover"
            />
          </div>
        )}
      </Container>
    </ClientMessages>
  );
}
