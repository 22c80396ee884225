'use client';

import { lazyHydrated } from '@/components/experience/lazyHydrated';

// A profile's controls and values, in the server's HTML and hydrated right
// after the first load: a tap before then is held for them, and the shoe size
// select takes a choice made before then. Each is small: React streams a
// boundary of over 500 bytes to the end of the page (hence one per value,
// and not the gallery).
export const FavoriteSwitch = lazyHydrated(() =>
  import('@/components/favorites/FavoriteSwitch').then((module) => module.FavoriteSwitch),
);
export const CompoButton = lazyHydrated(() =>
  import('./CompoButton').then((module) => module.CompoButton),
);
export const HeightUnitToggle = lazyHydrated(() =>
  import('@/components/units/HeightUnitToggle').then((module) => module.HeightUnitToggle),
);
export const ShoeSystemSelect = lazyHydrated(() =>
  import('@/components/units/ShoeSystemSelect').then((module) => module.ShoeSystemSelect),
);
export const MeasurementValue = lazyHydrated(() =>
  import('./MeasurementValue').then((module) => module.MeasurementValue),
);
