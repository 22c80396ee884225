const bar = 'absolute left-0 block h-0.5 w-6 bg-current duration-300';

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
