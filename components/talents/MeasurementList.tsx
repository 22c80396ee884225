import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { Gender } from '@/lib/talents/gender';
import { measurementList, type RawMeasurements } from '@/lib/talents/measurements';

type Props = { locale: Locale; gender: Gender | null; measurements: RawMeasurements };

export async function MeasurementList({ locale, gender, measurements }: Props) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const rows = measurementList(gender, measurements);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="measurements-title">
      <h2 id="measurements-title" className="sr-only">
        {t('measurements')}
      </h2>
      <dl
        className="flex flex-wrap gap-x-6 gap-y-2 text-sm tracking-widest uppercase"
        data-testid="measurements"
      >
        {rows.map((row) => (
          <div key={row.label} className="flex gap-2" data-measure={row.label}>
            <dt className="text-muted">{t(row.label)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
