import { screen, within } from '@testing-library/react';
import { TalentList } from '@/components/talents/TalentList';
import type { ListedTalent, TalentListPage } from '@/lib/talents/list-item';
import { renderIn } from './render';

// A talent list as a page hands it over, for the tests of components/talents/TalentList.

const talent = (id: number): ListedTalent => ({
  id,
  name: `Talent ${id}`,
  cover: null,
  gender: id % 2 ? 'woman' : 'man',
  heightCm: 170 + (id % 10),
  category: 'models',
});
export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => talent(from + index));
export const answer = (items: ListedTalent[], total: number, page: number) =>
  Response.json({ items, total, page } satisfies TalentListPage);

const PAGER = <nav aria-label="Pages">page links</nav>;

export const PROPS = {
  category: 'models',
  filters: 'gender=woman',
  page: 1,
  talents: range(1, 30),
  total: 65,
  pageSize: 30,
  pager: PAGER,
  firstPage: null,
  // What the page's server component writes for its page (TalentListView).
  rangeText: 'Showing 1–30 of 65 talents',
} as const satisfies Parameters<typeof TalentList>[0];

export function renderList(props: Partial<Parameters<typeof TalentList>[0]> = {}) {
  return renderIn('en', <TalentList {...PROPS} {...props} />);
}

export const cards = () => within(document.getElementById('talent-grid')!).getAllByRole('listitem');
export const showMore = () => screen.getByRole('button', { name: 'Show more' });
