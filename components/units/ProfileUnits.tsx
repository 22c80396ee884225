'use client';

import { useTranslations } from 'next-intl';
import { useLayoutEffect } from 'react';
import type { HeightUnit } from '@/lib/units/height';
import { HEIGHT_UNITS, type UnitChoice } from '@/lib/units/preferences';
import { SHOE_SYSTEMS, type ShoeSystem } from '@/lib/units/shoe-systems';
import { useUnitPreferences } from '@/lib/units/store';
import { UnitLinks } from './UnitLinks';

type Props = {
  locale: string;
  chosen: UnitChoice;
  // Null where the profile has no such measurement.
  heights: Record<HeightUnit, string> | null;
  shoes: Record<ShoeSystem, string> | null;
};

export function ProfileUnits({ locale, chosen, heights, shoes }: Props) {
  const t = useTranslations('Units');
  const units = useUnitPreferences(locale, chosen);
  // A unit the address chose is remembered and dropped from the address, so that a later
  // choice made here is not undone by a reload.
  useLayoutEffect(() => {
    if (!chosen.height && !chosen.shoes) return;
    if (chosen.height) units.setHeight(chosen.height);
    if (chosen.shoes) units.setShoes(chosen.shoes);
    const url = new URL(window.location.href);
    url.searchParams.delete('height');
    url.searchParams.delete('shoes');
    window.history.replaceState(null, '', url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address read once, as the page loads
  }, []);
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      {heights ? (
        <UnitLinks
          label={t('lengthUnit')}
          labelShown={false}
          options={HEIGHT_UNITS}
          current={units.height}
          hrefs={heights}
          text={(unit) => t(unit)}
          choose={units.setHeight}
        />
      ) : null}
      {shoes ? (
        <UnitLinks
          label={t('shoeSystem')}
          labelShown
          options={SHOE_SYSTEMS}
          current={units.shoes}
          hrefs={shoes}
          text={(system) => system}
          name={(system) => t(`systems.${system}`)}
          choose={units.setShoes}
        />
      ) : null}
    </div>
  );
}
