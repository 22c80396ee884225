import { templateOf } from '@/lib/i18n/template';
import type { FavoriteLabels } from './list-item';

// The talent list's texts that its script shows, translated on the server:
// the list's scripts carry no translation library.

type Translate = (key: string, values?: Record<string, string>) => string;

/** A card's favorite button names. */
export function favoriteLabels(t: Translate, name: string): FavoriteLabels {
  return { add: t('addFavorite', { name }), remove: t('removeFavorite', { name }) };
}

export type IslandTexts = {
  /** "Showing {shown} of {total}", with holes for the counts (lib/i18n/template.ts). */
  shownOf: string;
  loadFailed: string;
  loadingMore: string;
  retry: string;
  showMore: string;
  firstPage: string;
};

/** The texts of the list's "show more" part. */
export function islandTexts(t: Translate): IslandTexts {
  return {
    shownOf: templateOf((values) => t('shownOf', values), ['shown', 'total']),
    loadFailed: t('loadFailed'),
    loadingMore: t('loadingMore'),
    retry: t('retry'),
    showMore: t('showMore'),
    firstPage: t('firstPage'),
  };
}
