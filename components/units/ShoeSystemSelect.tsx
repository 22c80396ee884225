'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isShoeSystem } from '@/lib/units/preferences';
import { SHOE_SYSTEMS } from '@/lib/units/shoes';
import { useUnitPreferences } from '@/lib/units/store';

/** BR / EU / US / UK for shoe sizes, remembered in the browser. */
export function ShoeSystemSelect() {
  const t = useTranslations('Units');
  const id = useId();
  const { shoes, setShoes } = useUnitPreferences(useLocale());
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm tracking-widest text-muted uppercase">
        {t('shoeSystem')}
      </label>
      <select
        id={id}
        value={shoes}
        onChange={(event) => {
          if (isShoeSystem(event.target.value)) setShoes(event.target.value);
        }}
        className="min-h-11 border border-ink/30 bg-paper px-3 py-2 text-base"
      >
        {SHOE_SYSTEMS.map((system) => (
          <option key={system} value={system}>
            {t(`systems.${system}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
