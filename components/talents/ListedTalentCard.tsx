import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { favoriteOf } from '@/lib/favorites/map';
import { hrefOf } from '@/lib/i18n/paths';
import { profileRoute } from '@/lib/talents/route';
import type { Category } from '@/lib/i18n/routing';
import type { Gender } from '@/lib/talents/gender';
import type { FavoriteLabels } from '@/lib/talents/list-item';
import { TalentCard } from './TalentCard';

type Props = {
  talent: {
    id: number;
    name: string;
    cover: string | null;
    gender: Gender | null;
    heightCm: number | null;
  };
  category: Category;
  /** The text of a height in the units shown. */
  heightText: (cm: number) => string;
  /** The favorite button's names, translated. */
  favoriteLabels: FavoriteLabels;
  eager?: boolean;
  priority?: boolean;
};

/**
 * A card of a talent list, with its height and an unpressed favorite button
 * (the list's script sets the state): the same markup whether the server
 * rendered it or "show more" added it.
 */
export function ListedTalentCard({ talent, category, heightText, favoriteLabels, ...card }: Props) {
  return (
    <TalentCard
      {...card}
      talent={talent}
      href={hrefOf(profileRoute(category, talent))}
      height={
        talent.heightCm === null ? null : { cm: talent.heightCm, text: heightText(talent.heightCm) }
      }
      action={
        <FavoriteButton
          talent={favoriteOf(talent, category)}
          pressed={false}
          label={favoriteLabels.add}
          labels={favoriteLabels}
        />
      }
    />
  );
}
