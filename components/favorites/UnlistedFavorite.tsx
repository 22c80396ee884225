import { useTranslations } from 'next-intl';
import type { FavoriteTalent } from '@/lib/favorites/map';
import { favoritesActions } from '@/lib/browser/favoritesStore';

export function UnlistedFavorite({ talent }: { talent: FavoriteTalent }) {
  const t = useTranslations('Favorites');
  const talents = useTranslations('Talents');
  // An entry saved with its id alone has no name to show.
  const name = talent.name || `#${talent.id}`;
  return (
    <li data-testid="unlisted-favorite" className="flex flex-col">
      <article>
        <p className="relative aspect-[3/4] overflow-hidden bg-ink/5 flex items-center justify-center p-3 text-center text-sm text-muted">
          {t('unlisted')}
        </p>
        <h2 className="mt-2 line-clamp-2 text-sm tracking-widest wrap-break-word uppercase text-muted">
          {name}
        </h2>
      </article>
      <button
        type="button"
        aria-label={talents('removeFavorite', { name })}
        onClick={() => favoritesActions.remove(talent.id)}
        className="mt-auto min-h-11 border border-ink/30 px-2 text-xs tracking-wider uppercase hover:border-ink"
      >
        {t('remove')}
      </button>
    </li>
  );
}
