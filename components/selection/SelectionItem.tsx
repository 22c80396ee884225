import type { SiteHref } from '@/lib/i18n/paths';
import type { ReactNode } from 'react';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { TalentCard } from '@/components/talents/TalentCard';
import type { FavoriteTalent } from '@/lib/favorites/map';
import type { Mark } from '@/lib/selection/marks';
import { MarkControl } from './MarkControl';

type Props = {
  talent: FavoriteTalent;
  href: SiteHref;
  mark: Mark | undefined;
  onMark: (mark: Mark | null) => void;
  details?: ReactNode;
  /** Whether the profile is fetched ahead (default: yes). */
  prefetch?: boolean;
};

// The marks sit outside the card, so its link (which covers the card) does not swallow the clicks.
export function SelectionItem({ talent, href, mark, onMark, details, prefetch }: Props) {
  return (
    <li data-testid="selection-item" data-mark={mark ?? ''} className="flex flex-col">
      <TalentCard
        name={talent.name}
        cover={talent.cover}
        href={href}
        prefetch={prefetch}
        action={<FavoriteButton talent={talent} />}
      />
      {details}
      <MarkControl name={talent.name} mark={mark} onChange={onMark} />
    </li>
  );
}
