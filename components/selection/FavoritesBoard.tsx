'use client';

import { useLocale, useTranslations } from 'next-intl';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { CreateBoardForm } from '@/components/review/CreateBoardForm';
import { FavoritesEmpty } from '@/components/favorites/FavoritesEmpty';
import { RemovalNotice } from '@/components/favorites/RemovalNotice';
import { UnlistedFavorite } from '@/components/favorites/UnlistedFavorite';
import { UnreadableNotice } from '@/components/favorites/UnreadableNotice';
import { useCatalogue } from '@/components/favorites/useCatalogue';
import { favoritesList } from '@/lib/favorites/map';
import {
  favoritesActions,
  useFavorites,
  useFavoritesReady,
  useUnreadableFavorites,
} from '@/lib/browser/favoritesStore';
import { pathFor } from '@/lib/i18n/paths';
import { isCategory, type Locale } from '@/lib/i18n/routing';
import { OWN_FAVORITES_KEY } from '@/lib/selection/marks';
import { markTalent, useMarks } from '@/lib/browser/marksStore';
import { useSelectionLink } from '@/lib/browser/selectionLink';
import { profileHref } from '@/lib/talents/profile-href';
import { SelectionBoard } from './SelectionBoard';
import { SelectionItem } from './SelectionItem';

const removeAll = (ids: number[]) => ids.forEach(favoritesActions.remove);

// The favorites page is the visitor's own selection: the board a shared selection has, with the
// favorites' notices. So it lives beside SharedSelection, and components/favorites never needs
// components/selection.
/** `shareText`: WhatsApp's words before the selection's address, with the agency's name. */
export function FavoritesBoard({ shareText }: { shareText: string }) {
  const t = useTranslations('Forms');
  const locale = useLocale() as Locale;
  const favorites = useFavorites();
  const talents = favoritesList(favorites);
  const ids = talents.map((talent) => talent.id);
  const { unlisted, listed } = useCatalogue(ids);
  const unreadable = useUnreadableFavorites();
  const marks = useMarks(OWN_FAVORITES_KEY);
  const ready = useFavoritesReady();
  const link = useSelectionLink(ids, marks);
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
      {/* In the server's HTML, hidden, so their actions answer a post made without scripts. */}
      <div hidden={!(ready && talents.length > 0)}>
        <QuoteForm
          intro={t('quoteIntro')}
          favorites={favorites}
          marks={marks}
          selection={link}
          removal={{ label: t('removeUnavailable'), remove: removeAll }}
        />
        <CreateBoardForm ids={ids} page={pathFor(locale, '/favorites')} />
      </div>
    </>
  );
}
