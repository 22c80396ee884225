'use client';

import type { Locale } from '@/lib/i18n/routing';
import type { Gender } from '@/lib/talents/gender';
import type { MeasureLabel } from '@/lib/talents/measurements';
import { measurementText } from '@/lib/units/display';
import { useUnitPreferences } from '@/lib/units/store';

type Props = {
  locale: Locale;
  gender: Gender | null;
  rows: Array<{ label: MeasureLabel; value: string }>;
  /** Each measurement's name, translated by whoever renders this. */
  labels: Record<MeasureLabel, string>;
};

/**
 * The values of a profile's measurements in the visitor's units. The server
 * HTML has the language's default units; a stored choice applies once hydrated.
 */
export function MeasurementValues({ locale, gender, rows, labels }: Props) {
  const units = useUnitPreferences(locale);
  return (
    <dl
      className="flex flex-wrap gap-x-6 gap-y-2 text-sm tracking-widest uppercase"
      data-testid="measurements"
    >
      {rows.map((row) => (
        <div key={row.label} className="flex gap-2" data-measure={row.label}>
          <dt className="text-muted">{labels[row.label]}</dt>
          <dd className="normal-case">
            {measurementText(row.label, row.value, gender, units, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
