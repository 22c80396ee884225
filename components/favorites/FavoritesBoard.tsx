'use client';

import { useTranslations } from 'next-intl';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { SelectionBoard } from '@/components/selection/SelectionBoard';
import { SelectionItem } from '@/components/selection/SelectionItem';
import { favoritesList } from '@/lib/favorites/map';
import {
  favoritesActions,
  useFavorites,
  useFavoritesReady,
  useUnreadableFavorites,
} from '@/lib/favorites/store';
import { isCategory } from '@/lib/i18n/routing';
import { OWN_FAVORITES_KEY } from '@/lib/selection/marks';
import { markTalent, useMarks } from '@/lib/selection/marks-store';
import { useSelectionLink } from '@/lib/selection/useSelectionLink';
import { profileHref } from '@/lib/talents/route';
import { FavoritesEmpty } from './FavoritesEmpty';
import { RemovalNotice } from './RemovalNotice';
import { UnlistedFavorite } from './UnlistedFavorite';
import { UnreadableNotice } from './UnreadableNotice';
import { useCatalogue } from './useCatalogue';

const removeAll = (ids: number[]) => ids.forEach(favoritesActions.remove);

/** `shareText`: WhatsApp's words before the selection's address, with the agency's name. */
export function FavoritesBoard({ shareText }: { shareText: string }) {
  const t = useTranslations('Forms');
  const favorites = useFavorites();
  const talents = favoritesList(favorites);
  const ids = talents.map((talent) => talent.id);
  const { unlisted, listed } = useCatalogue(ids);
  const unreadable = useUnreadableFavorites();
  const marks = useMarks(OWN_FAVORITES_KEY);
  const ready = useFavoritesReady();
  const link = useSelectionLink(ids);
  return (
    <>
      {ready ? <UnreadableNotice count={unreadable} /> : null}
      {ready ? (
        <SelectionBoard
          ids={ids}
          talents={talents}
          marks={marks}
          empty={<FavoritesEmpty />}
          testId="favorites-grid"
          share={{ text: shareText, url: link }}
          renderItem={(talent) => {
            if (unlisted.has(talent.id))
              return <UnlistedFavorite key={talent.id} talent={talent} />;
            const category = isCategory(talent.category) ? talent.category : 'models';
            return (
              <SelectionItem
                key={talent.id}
                talent={{ ...talent, category }}
                href={profileHref(category, talent)}
                mark={marks[talent.id]}
                onMark={(mark) => markTalent(OWN_FAVORITES_KEY, talent.id, mark)}
                // A saved talent may have left: its profile is fetched ahead only once listed.
                prefetch={listed.has(talent.id)}
              />
            );
          }}
        />
      ) : (
        // Without scripts the saved favorites cannot be read: say so, with the way on.
        <div className="min-h-40">
          <noscript>
            <FavoritesEmpty scriptless />
          </noscript>
        </div>
      )}
      <RemovalNotice favorites={favorites} />
      {/* In the server's HTML, hidden, so its action answers a post made without scripts. */}
      <div hidden={!(ready && talents.length > 0)}>
        <QuoteForm
          intro={t('quoteIntro')}
          favorites={favorites}
          marks={marks}
          selection={link}
          removal={{ label: t('removeUnavailable'), remove: removeAll }}
        />
      </div>
    </>
  );
}
