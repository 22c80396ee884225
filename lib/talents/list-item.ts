import type { Category } from '@/lib/i18n/routing';
import { shownCategory } from './categories';
import type { Gender } from './gender';

/** Texts and addresses are made where the card is drawn. */
export type ListedTalent = {
  id: number;
  name: string;
  cover: string | null;
  gender: Gender | null;
  heightCm: number | null;
  /** Where its card leads: under the list that shows it when the talent holds that license. */
  category: Category;
};

export type TalentListPage = { items: ListedTalent[]; total: number; page: number };

type ApiTalent = Omit<ListedTalent, 'category'> & { licenses: readonly number[] };

export function listedTalent(talent: ApiTalent, listed: Category): ListedTalent {
  const { id, name, cover, gender, heightCm, licenses } = talent;
  const category = shownCategory(licenses, listed);
  return { id, name, cover, gender, heightCm, category };
}
