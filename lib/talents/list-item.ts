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
};

export type TalentListPage = { items: TalentListItem[]; total: number; page: number };
