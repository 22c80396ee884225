import type { Locale } from '@/lib/i18n/routing';
import type { Gender } from '@/lib/talents/gender';
import type { MeasureLabel } from '@/lib/talents/measurements';
import { measurementText } from '@/lib/units/display';
import { useUnitPreferences } from '@/lib/units/store';
import { MeasurementRows } from './MeasurementRows';

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
    <MeasurementRows
      rows={rows}
      labels={labels}
      renderValue={(row) => measurementText(row.label, row.value, gender, units, locale)}
    />
  );
}
