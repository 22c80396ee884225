'use client';

import { lazyHydrated } from '@/components/experience/lazyHydrated';

// The favorites link works as a plain link until hydrated, and its count
// is the browser's to add: its code (and the favorites store) comes right
// after the first load.
export const FavoritesLink = lazyHydrated(() =>
  import('@/components/favorites/FavoritesLink').then((module) => module.FavoritesLink),
);
