import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { Gender } from '@/lib/talents/gender';
import { measureLabels, measurementList, type RawMeasurements } from '@/lib/talents/measurements';
import { HeightUnitToggle } from '@/components/units/HeightUnitToggle';
import { ShoeSystemSelect } from '@/components/units/ShoeSystemSelect';
import { MeasurementValue } from './MeasurementValue';
import { MeasurementRows } from './MeasurementRows';

type Props = { locale: Locale; gender: Gender | null; measurements: RawMeasurements };

export async function MeasurementList({ locale, gender, measurements }: Props) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const rows = measurementList(gender, measurements);
  if (rows.length === 0) return null;
  const hasLengths = rows.some((row) => row.label !== 'jeans' && row.label !== 'shoes');
  const hasShoes = rows.some((row) => row.label === 'shoes');
  return (
    <section aria-labelledby="measurements-title" className="flex flex-col gap-4">
      <h2 id="measurements-title" className="sr-only">
        {t('measurements')}
      </h2>
      {/* The list is the server's; each value follows the visitor's units once the page runs. */}
      <MeasurementRows
        rows={rows}
        labels={measureLabels(t)}
        renderValue={(row) => (
          <MeasurementValue locale={locale} gender={gender} label={row.label} value={row.value} />
        )}
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {hasLengths ? <HeightUnitToggle locale={locale} /> : null}
        {hasShoes ? <ShoeSystemSelect locale={locale} /> : null}
      </div>
    </section>
  );
}
