import type { Gender } from './gender';

/** A card of the talent list as the list's JSON route sends it to the "show more" script. */
export type TalentListItem = {
  id: number;
  name: string;
  cover: string | null;
  gender: Gender | null;
  heightCm: number | null;
  /** The profile's address in the list's language. */
  href: string;
  /** Its favorite button's names, translated: "Add Ana to favorites", "Remove Ana from favorites". */
  favoriteLabels: FavoriteLabels;
};

export type FavoriteLabels = { add: string; remove: string };

export type TalentListPage = { items: TalentListItem[]; total: number; page: number };
