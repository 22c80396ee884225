import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { Gender } from '@/lib/talents/gender';
import { measurementList, type RawMeasurements } from '@/lib/talents/measurements';
import { ProfileUnits } from '@/components/units/ProfileUnits';
import { MeasurementValue } from './MeasurementValue';
import { MeasurementRows } from './MeasurementRows';

type Props = {
  locale: Locale;
  gender: Gender | null;
  measurements: RawMeasurements;
};

export async function MeasurementList({ locale, gender, measurements }: Props) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const rows = measurementList(gender, measurements);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="measurements-title" className="flex flex-col gap-4">
      <h2 id="measurements-title" className="sr-only">
        {t('measurements')}
      </h2>
      <MeasurementRows
        rows={rows}
        labelOf={t}
        renderValue={(row) => (
          <MeasurementValue locale={locale} gender={gender} label={row.label} value={row.value} />
        )}
      />
      <ProfileUnits
        locale={locale}
        lengths={rows.some((row) => row.label !== 'jeans' && row.label !== 'shoes')}
        shoes={rows.some((row) => row.label === 'shoes')}
      />
    </section>
  );
}
