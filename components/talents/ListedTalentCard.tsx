import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { favoriteOf } from '@/lib/favorites/map';
import type { ListedTalent } from '@/lib/talents/list-item';
import { profileHref } from '@/lib/talents/route';
import { TalentCard } from './TalentCard';

type Props = {
  talent: ListedTalent;
  /** The text of a height in the units shown. */
  heightText: (cm: number) => string;
  eager?: boolean;
  priority?: boolean;
};

/**
 * A card of a talent list: cover, name, height and favorite button, linking
 * to the profile at its one address (a model listed among the actors too
 * links under models).
 */
export function ListedTalentCard({ talent, heightText, ...card }: Props) {
  return (
    <TalentCard
      {...card}
      name={talent.name}
      cover={talent.cover}
      href={profileHref(talent.category, talent)}
      height={
        talent.heightCm === null ? null : { cm: talent.heightCm, text: heightText(talent.heightCm) }
      }
      action={<FavoriteButton talent={favoriteOf(talent, talent.category)} />}
    />
  );
}
