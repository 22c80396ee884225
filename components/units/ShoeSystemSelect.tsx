'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { isShoeSystem } from '@/lib/units/preferences';
import { SHOE_SYSTEMS } from '@/lib/units/shoe-systems';
import { useUnitPreferences } from '@/lib/units/store';

/** BR / EU / US / UK for shoe sizes, remembered in the browser. */
export function ShoeSystemSelect({ locale }: { locale: Locale }) {
  const t = useTranslations('Units');
  const id = useId();
  const { shoes, setShoes } = useUnitPreferences(locale);
  const select = useRef<HTMLSelectElement>(null);
  // A choice made in the server's HTML before this hydrated (React leaves the
  // element as the visitor set it) is taken once, here.
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== shoes && isShoeSystem(chosen)) setShoes(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the choice made before hydration
  }, []);
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm tracking-widest text-muted uppercase">
        {t('shoeSystem')}
      </label>
      <select
        ref={select}
        id={id}
        value={shoes}
        onChange={(event) => {
          if (isShoeSystem(event.target.value)) setShoes(event.target.value);
        }}
        className="min-h-11 border border-ink/55 bg-paper px-3 py-2 text-base"
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
