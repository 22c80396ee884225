'use client';

import type { Locale } from '@/lib/i18n/routing';
import type { Gender } from '@/lib/talents/gender';
import type { MeasureLabel } from '@/lib/talents/measurements';
import { measurementText } from '@/lib/talents/measurement-text';
import type { UnitChoice } from '@/lib/units/preferences';
import { useUnitPreferences } from '@/lib/units/store';

type Props = {
  locale: Locale;
  gender: Gender | null;
  label: MeasureLabel;
  value: string;
  chosen?: UnitChoice;
};

export function MeasurementValue({ locale, gender, label, value, chosen }: Props) {
  return measurementText(label, value, gender, useUnitPreferences(locale, chosen), locale);
}
