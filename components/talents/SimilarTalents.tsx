import { getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { CardHeight } from '@/components/units/CardHeight';
import { similarTo } from '@/lib/agency-api/similar';
import { favoriteOf } from '@/lib/favorites/map';
import type { Category, Locale } from '@/lib/i18n/routing';
import { profileHref } from '@/lib/talents/profile-href';
import type { Likeness } from '@/lib/talents/similar';
import { TalentCard } from './TalentCard';

type Props = {
  locale: Locale;
  /** The category being browsed: the talents come from its list and their cards lead under it. */
  category: Category;
  /** As the profile knows the talent, for when the list does not name it (yet). */
  talent: Pick<Likeness, 'id' | 'gender' | 'heightCm'>;
};

const HEADING_ID = 'similar-talents';

/** Talents like this one, from the category's whole list: a cached read, no call of its own. */
export async function SimilarTalents({ locale, category, talent }: Props) {
  const similar = await similarTo(category, locale, talent);
  if (similar.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'SimilarTalents' });
  return (
    <section aria-labelledby={HEADING_ID} className="mt-16" data-testid="similar-talents">
      <h2 id={HEADING_ID} className="text-lg tracking-widest uppercase">
        {t('title')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
        {similar.map((other) => (
          <li key={other.id} data-talent-id={other.id}>
            <TalentCard
              name={other.name}
              cover={other.cover}
              href={profileHref(category, other)}
              height={
                other.heightCm === null ? null : <CardHeight cm={other.heightCm} locale={locale} />
              }
              action={<FavoriteButton talent={favoriteOf(other, category)} />}
              heading="h3"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
