'use client';

import { lazyHydrated } from '@/components/experience/lazyHydrated';

// Each measurement's value in the visitor's units: text the server already
// wrote in the language's units, hydrated after the first load. (Not the
// whole list: over 500 bytes, React would stream it to the end of the page.)
export const MeasurementValue = lazyHydrated(() =>
  import('./MeasurementValue').then((module) => module.MeasurementValue),
);
