import type { FavoriteTalent } from '@/lib/favorites/map';

type Props = {
  talent: FavoriteTalent;
  pressed: boolean;
  /** "Add Ana to favorites" or "Remove Ana from favorites", as `pressed` says. */
  label: string;
  /** Both names, for a script that flips the button (the talent list's). */
  labels?: { add: string; remove: string };
  className?: string;
  onClick?: () => void;
};

/**
 * The plus/check button that adds a talent to the favorites or removes it.
 * Plain markup, usable on the server: on the talent list it carries the
 * talent in `data-favorite` and one script for the whole grid wires every
 * button (components/talents/TalentGridIsland.tsx); elsewhere a client
 * component passes `onClick`. The icon follows `aria-pressed` through CSS, so
 * whoever flips the attribute flips the icon (drawn in app/globals.css).
 */
export function FavoriteButton({ talent, pressed, label, labels, className = '', onClick }: Props) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      data-favorite={JSON.stringify(talent)}
      data-label-add={labels?.add}
      data-label-remove={labels?.remove}
      onClick={onClick}
      className={className ? `favorite-button ${className}` : 'favorite-button'}
    />
  );
}
