// From 1024 px the row holds every label (longest in Spanish); until 1367 px with less spacing.
export const navText =
  'whitespace-nowrap uppercase tracking-widest lg:tracking-normal xl:tracking-wider 2xl:tracking-widest';
