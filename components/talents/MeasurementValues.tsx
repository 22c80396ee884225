'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Gender } from '@/lib/talents/gender';
import type { MeasureLabel } from '@/lib/talents/measurements';
import { measurementText } from '@/lib/units/display';
import { useUnitPreferences } from '@/lib/units/store';

type Props = { gender: Gender | null; rows: Array<{ label: MeasureLabel; value: string }> };

/**
 * The values of a profile's measurements in the visitor's units. The server
 * HTML has the language's default units; a stored choice applies once hydrated.
 */
export function MeasurementValues({ gender, rows }: Props) {
  const t = useTranslations('Talents');
  const locale = useLocale();
  const units = useUnitPreferences(locale);
  return (
    <dl
      className="flex flex-wrap gap-x-6 gap-y-2 text-sm tracking-widest uppercase"
      data-testid="measurements"
    >
      {rows.map((row) => (
        <div key={row.label} className="flex gap-2" data-measure={row.label}>
          <dt className="text-muted">{t(row.label)}</dt>
          <dd className="normal-case">
            {measurementText(row.label, row.value, gender, units, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
