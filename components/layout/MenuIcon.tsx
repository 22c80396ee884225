const bar = 'absolute left-0 block h-0.5 w-6 bg-current duration-300';

/**
 * The menu toggle's three bars, drawn on the server: they turn into a cross
 * while the toggle (a `group`) is expanded.
 */
export function MenuIcon() {
  return (
    <span aria-hidden="true" className="relative block h-4 w-6">
      <span
        className={`${bar} top-0 transition-transform group-aria-expanded:top-2 group-aria-expanded:rotate-45`}
      />
      <span className={`${bar} top-2 transition-opacity group-aria-expanded:opacity-0`} />
      <span
        className={`${bar} top-4 transition-transform group-aria-expanded:top-2 group-aria-expanded:-rotate-45`}
      />
    </span>
  );
}
