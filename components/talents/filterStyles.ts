export const filterField =
  'min-h-11 w-full border border-ink/55 bg-paper px-3 text-base placeholder:text-muted';
export const filterLabel = 'mb-1 block text-xs tracking-widest text-muted uppercase';
