import type { FavoriteTalent } from '@/lib/favorites/map';

type Props = {
  talent: FavoriteTalent;
  pressed: boolean;
  /** "Add Ana to favorites" or "Remove Ana from favorites", as `pressed` says. */
  label: string;
  className?: string;
  onClick?: () => void;
};

/**
 * The plus/check button that adds a talent to the favorites or removes it.
 * Plain markup, usable on the server: on the talent list it carries the
 * talent in `data-favorite` and one script for the whole grid wires every
 * button (components/talents/TalentGridIsland.tsx); elsewhere a client
 * component passes `onClick`. The icon follows `aria-pressed` through CSS, so
 * whoever flips the attribute flips the icon (app/globals.css).
 */
export function FavoriteButton({ talent, pressed, label, className = '', onClick }: Props) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      data-favorite={JSON.stringify(talent)}
      onClick={onClick}
      className={`favorite-button ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path className="favorite-add" d="M12 5v14M5 12h14" />
        <path className="favorite-added" d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </button>
  );
}
