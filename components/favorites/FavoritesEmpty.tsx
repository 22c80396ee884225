import { useTranslations } from 'next-intl';
import { CastingLinks } from './CastingLinks';

/**
 * What the favorites page says when nothing is saved, or when it cannot know
 * (`scriptless`: the favorites live in this browser's storage, which only the
 * page's scripts read). Either way it leads to the castings.
 */
export function FavoritesEmpty({ scriptless = false }: { scriptless?: boolean }) {
  const t = useTranslations('Favorites');
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
      <CastingLinks />
    </div>
  );
}
