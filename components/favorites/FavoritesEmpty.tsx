import { useTranslations } from 'next-intl';
import { Link } from '@/components/navigation/Link';
import { LISTED_CATEGORIES } from '@/lib/talents/categories';

// `scriptless`: the favorites live in this browser's storage, which only the page's scripts read.
export function FavoritesEmpty({ scriptless = false }: { scriptless?: boolean }) {
  const t = useTranslations('Favorites');
  const categories = useTranslations('Header');
  return (
    <div
      className="mt-8 max-w-2xl"
      data-testid={scriptless ? 'favorites-scriptless' : 'no-favorites'}
    >
      {scriptless ? (
        <p>{t('withoutScripts')}</p>
      ) : (
        <>
          <p className="text-lg">{t('empty')}</p>
          <p className="mt-2 text-muted">{t('howToAdd')}</p>
        </>
      )}
      <nav aria-label={t('castings')} className="mt-4">
        <ul className="flex flex-wrap gap-3">
          {LISTED_CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                href={`/${category}` as const}
                className="inline-flex min-h-11 items-center border border-ink/30 px-4 text-sm tracking-widest uppercase hover:bg-ink hover:text-paper"
              >
                {categories(category)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
