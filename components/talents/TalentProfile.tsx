import { permanentRedirect } from 'next/navigation';
import { NotFoundInPage } from '@/components/errors/NotFoundInPage';
import { TalentNotFoundView } from '@/components/errors/TalentNotFoundView';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ShareControls } from '@/components/share/ShareControls';
import { Container } from '@/components/ui/Container';
import { CoverImage } from '@/components/ui/CoverImage';
import { PageTitle } from '@/components/ui/PageTitle';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { env } from '@/lib/env';
import { favoriteOf } from '@/lib/favorites/map';
import { pathFor } from '@/lib/i18n/paths';
import { isCategory, type Locale } from '@/lib/i18n/routing';
import { breadcrumbs } from '@/lib/seo/breadcrumbs';
import { absoluteUrl } from '@/lib/seo/url';
import { profileCategory, shownCategory } from '@/lib/talents/categories';
import { compoFileName } from '@/lib/talents/compo';
import { cutMeasurement } from '@/lib/talents/measurements';
import { firstMediaType } from '@/lib/talents/media';
import { findTalent } from '@/lib/agency-api/profile';
import { profileHref } from '@/lib/talents/profile-href';
import { MeasurementList } from './MeasurementList';
import { ProfileGallery } from './ProfileGallery';
import { SimilarTalents } from './SimilarTalents';

type Props = {
  locale: Locale;
  address: { category: string; id: string; name: string };
};

export async function TalentProfile({ locale, address: { category, id, name } }: Props) {
  const talent = isCategory(category) ? await findTalent(locale, id) : null;
  if (!talent || !isCategory(category)) return <NotFoundInPage view={<TalentNotFoundView />} />;
  // Shown under the category being browsed when the talent holds it, with its name's slug;
  // its canonical address (the metadata's, and the one named here) is its first listed category.
  const shown = shownCategory(talent.categories, category);
  const href = profileHref(shown, talent);
  if (shown !== category || decodeURIComponent(name) !== href.params.name)
    permanentRedirect(pathFor(locale, href));
  const path = pathFor(locale, profileHref(profileCategory(talent.categories, category), talent));
  const media = { book: talent.book, snap: talent.snap, video: talent.video };
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const share = await getTranslations({ locale, namespace: 'Share' });
  const cm = cutMeasurement('height', talent.measurements.height);
  const heightCm = cm && Number.isFinite(Number(cm)) ? Number(cm) : null;
  const height =
    heightCm === null ? null : { '@type': 'QuantitativeValue', value: heightCm, unitCode: 'CMT' };
  return (
    <ClientMessages locale={locale} namespaces={['Talents', 'Units', 'Share']}>
      <Container>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'ProfilePage',
            url: absoluteUrl(path),
            ...(talent.updatedAt ? { dateModified: talent.updatedAt } : {}),
            mainEntity: {
              '@type': 'Person',
              name: talent.name,
              ...(talent.cover ? { image: talent.cover } : {}),
              ...(height ? { height } : {}),
              affiliation: { '@type': 'Organization', name: env.SITE_NAME },
            },
          }}
        />
        <JsonLd
          data={breadcrumbs(locale, [
            { name: pages(category), href: `/${category}` as const },
            { name: talent.name, href: profileHref(category, talent) },
          ])}
        />
        <div className="flex flex-wrap items-center gap-4">
          <PageTitle>{talent.name}</PageTitle>
          <FavoriteButton talent={favoriteOf(talent, category)} />
        </div>
        {/* The photos first, as a casting reads a profile (and at least half of the first in
            the first screen of a phone); the measurements, the card and sharing beside them on a
            wide screen, under them on a phone. */}
        <div className="mt-6 lg:grid lg:grid-cols-3 lg:items-start lg:gap-8">
          <div className="lg:col-span-2">
            {firstMediaType(media) ? (
              <ProfileGallery
                locale={locale}
                name={talent.name}
                cover={talent.cover}
                media={media}
              />
            ) : (
              <div className="relative aspect-[3/4] w-full max-w-md overflow-hidden bg-ink/5">
                <CoverImage
                  src={talent.cover}
                  alt={talent.name}
                  fill
                  loading="eager"
                  fetchPriority="high"
                  sizes="(min-width: 768px) 28rem, 100vw"
                  className="object-cover"
                />
              </div>
            )}
          </div>
          <div className="mt-8 flex flex-col items-start gap-6 lg:mt-0">
            <MeasurementList
              locale={locale}
              gender={talent.gender}
              measurements={talent.measurements}
            />
            {talent.compo ? (
              // A link, so it works before and without scripts.
              <a
                href={`/api/compo?id=${talent.id}&lang=${locale}`}
                download={compoFileName(talent.name, env.SITE_NAME)}
                rel="nofollow"
                type="application/pdf"
                className={secondaryButton}
              >
                {t('printComposite')}
              </a>
            ) : null}
            <ShareControls
              url={absoluteUrl(pathFor(locale, href))}
              title={talent.name}
              text={share('profileText', { name: talent.name, site: env.SITE_NAME })}
              shareLabel={share('profile')}
            />
          </div>
        </div>
        <SimilarTalents
          locale={locale}
          category={category}
          talent={{ id: talent.id, gender: talent.gender, heightCm }}
        />
      </Container>
    </ClientMessages>
  );
}
