'use client';

import { useTranslations } from 'next-intl';
import { HEIGHT_UNITS } from '@/lib/units/preferences';
import { useUnitPreferences } from '@/lib/browser/unitsStore';

export function HeightUnitToggle({ locale }: { locale: string }) {
  const t = useTranslations('Units');
  const { height, setHeight } = useUnitPreferences(locale);
  return (
    <div role="group" aria-label={t('lengthUnit')} className="flex gap-2 noscript:hidden">
      {HEIGHT_UNITS.map((unit) => (
        <button
          key={unit}
          type="button"
          aria-pressed={height === unit}
          onClick={() => setHeight(unit)}
          className="min-h-11 min-w-11 border border-ink px-4 text-sm tracking-widest transition-colors hover:bg-ink/10 aria-pressed:bg-ink aria-pressed:text-paper"
        >
          {t(unit)}
        </button>
      ))}
    </div>
  );
}
