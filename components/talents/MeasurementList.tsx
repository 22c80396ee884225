import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { Gender } from '@/lib/talents/gender';
import { measurementList, type RawMeasurements } from '@/lib/talents/measurements';
import { HeightUnitToggle } from '@/components/units/HeightUnitToggle';
import { ShoeSystemSelect } from '@/components/units/ShoeSystemSelect';
import { MeasurementValue } from './DeferredProfileParts';
import { heightUnitTexts, shoeSystemTexts } from '@/lib/units/texts';

type Props = { locale: Locale; gender: Gender | null; measurements: RawMeasurements };

export async function MeasurementList({ locale, gender, measurements }: Props) {
  const [t, units] = await Promise.all([
    getTranslations({ locale, namespace: 'Talents' }),
    getTranslations({ locale, namespace: 'Units' }),
  ]);
  const rows = measurementList(gender, measurements);
  if (rows.length === 0) return null;
  const hasLengths = rows.some((row) => row.label !== 'jeans' && row.label !== 'shoes');
  const hasShoes = rows.some((row) => row.label === 'shoes');
  return (
    <section aria-labelledby="measurements-title" className="flex flex-col gap-4">
      <h2 id="measurements-title" className="sr-only">
        {t('measurements')}
      </h2>
      {/* The list is the server's; each value, in the visitor's units, is hydrated after the first load. */}
      <dl
        className="flex flex-wrap gap-x-6 gap-y-2 text-sm tracking-widest uppercase"
        data-testid="measurements"
      >
        {rows.map((row) => (
          <div key={row.label} className="flex gap-2" data-measure={row.label}>
            <dt className="text-muted">{t(row.label)}</dt>
            <dd className="normal-case">
              <MeasurementValue
                locale={locale}
                gender={gender}
                label={row.label}
                value={row.value}
              />
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {hasLengths ? <HeightUnitToggle locale={locale} labels={heightUnitTexts(units)} /> : null}
        {hasShoes ? <ShoeSystemSelect locale={locale} labels={shoeSystemTexts(units)} /> : null}
      </div>
    </section>
  );
}
