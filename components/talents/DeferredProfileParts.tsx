'use client';

import { lazyHydrated } from '@/components/experience/lazyHydrated';

// A profile's secondary controls (the unit controls, the composite
// download): hydrated right after the first load. (Not the measurements:
// with a boundary of their own the server streamed them after the page.)
export const CompoButton = lazyHydrated(() =>
  import('./CompoButton').then((module) => module.CompoButton),
);
export const HeightUnitToggle = lazyHydrated(() =>
  import('@/components/units/HeightUnitToggle').then((module) => module.HeightUnitToggle),
);
export const ShoeSystemSelect = lazyHydrated(() =>
  import('@/components/units/ShoeSystemSelect').then((module) => module.ShoeSystemSelect),
);
// The favorite button is pressable once hydrated, a moment after the page.
// (Not the gallery: its slides come from the server's payload, which the
// server streams after the page when a boundary wraps them.)
export const FavoriteSwitch = lazyHydrated(() =>
  import('@/components/favorites/FavoriteSwitch').then((module) => module.FavoriteSwitch),
);
