'use client';

import { HEIGHT_UNITS, type HeightUnit } from '@/lib/units/preferences';
import { useUnitPreferences } from '@/lib/units/store';

/**
 * cm / ft/in for every length on the page (heights and girths). The choice is
 * remembered in the browser and shared by every toggle and list on the site.
 */
type Props = {
  locale: string;
  /** Units texts from the server: the group's name and each unit's. */
  labels: { lengthUnit: string } & Record<HeightUnit, string>;
};

export function HeightUnitToggle({ locale, labels }: Props) {
  const { height, setHeight } = useUnitPreferences(locale);
  return (
    <div role="group" aria-label={labels.lengthUnit} className="flex gap-2">
      {HEIGHT_UNITS.map((unit) => (
        <button
          key={unit}
          type="button"
          aria-pressed={height === unit}
          onClick={() => setHeight(unit)}
          className="min-h-11 min-w-11 border border-ink px-4 text-sm tracking-widest transition-colors hover:bg-ink/10 aria-pressed:bg-ink aria-pressed:text-paper"
        >
          {labels[unit]}
        </button>
      ))}
    </div>
  );
}
