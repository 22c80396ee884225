'use client';

import { lazyHydrated } from '@/components/experience/lazyHydrated';

// A profile's buttons: in the server's HTML, hydrated right after the first
// load; a tap before then is held for them. (Not the shoe size select: a
// choice made before hydration cannot be given back. Not the measurements'
// list or the gallery: over 500 bytes, React would stream them to the end.)
export const FavoriteSwitch = lazyHydrated(() =>
  import('@/components/favorites/FavoriteSwitch').then((module) => module.FavoriteSwitch),
);
export const CompoButton = lazyHydrated(() =>
  import('./CompoButton').then((module) => module.CompoButton),
);
export const HeightUnitToggle = lazyHydrated(() =>
  import('@/components/units/HeightUnitToggle').then((module) => module.HeightUnitToggle),
);
