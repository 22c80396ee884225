import { talentCardImage, type CardImage } from '@/lib/card-images';
import type { Gender } from './gender';

/**
 * A card of the talent list, as plain data: what the server page hands the
 * list and what /api/talents answers for its next pages. Texts and addresses
 * are made where the card is drawn.
 */
export type ListedTalent = {
  id: number;
  name: string;
  cover: string | null;
  gender: Gender | null;
  heightCm: number | null;
  /** The cover's <img> attributes, made on the server. */
  image: CardImage;
};

export type TalentListPage = { items: ListedTalent[]; total: number; page: number };

/** Only the fields a card shows, from the API's richer talent. */
export function listedTalent(talent: Omit<ListedTalent, 'image'>): ListedTalent {
  const { id, name, cover, gender, heightCm } = talent;
  return { id, name, cover, gender, heightCm, image: talentCardImage(cover) };
}
