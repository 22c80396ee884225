'use client';

import { useLocale } from 'next-intl';
import { FILTER_HEIGHTS, heightOptionLabel } from '@/lib/talents/filter-form';
import { useUnitPreferences } from '@/lib/browser/unitsStore';
import { filterField, filterLabel } from './filterStyles';

type Props = { name: 'height_min' | 'height_max'; label: string; any: string; value: string };

export function HeightSelect({ name, label, any, value }: Props) {
  const locale = useLocale();
  const { height: unit } = useUnitPreferences(locale);
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={filterLabel}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={filterField}>
        <option value="">{any}</option>
        {FILTER_HEIGHTS.map((cm) => (
          <option key={cm} value={cm}>
            {heightOptionLabel(cm, unit, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
