export const primaryButton =
  'inline-flex min-h-11 items-center justify-center bg-ink px-6 py-2 text-sm tracking-widest text-paper uppercase transition-colors hover:bg-accent disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center border border-ink px-6 py-2 text-sm tracking-widest uppercase transition-colors hover:bg-ink hover:text-paper disabled:opacity-60';
