import { useTranslations } from 'next-intl';
import { Link } from '@/components/navigation/Link';
import { hrefOf } from '@/lib/i18n/paths';
import { LISTED_CATEGORIES } from '@/lib/talents/categories';

/** Links to the talent lists, where a talent is added to the favorites with a card's + button. */
export function CastingLinks() {
  const t = useTranslations('Header');
  const texts = useTranslations('Favorites');
  return (
    <nav aria-label={texts('castings')} className="mt-4">
      <ul className="flex flex-wrap gap-3">
        {LISTED_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              href={hrefOf({ page: 'talentList', category })}
              className="inline-flex min-h-11 items-center border border-ink/30 px-4 text-sm tracking-widest uppercase hover:bg-ink hover:text-paper"
            >
              {t(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
