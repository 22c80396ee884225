import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { Gender } from '@/lib/talents/gender';
import { measurementList, type RawMeasurements } from '@/lib/talents/measurements';
import { profileViewSearch, type ProfileView } from '@/lib/talents/profile-view';
import { HEIGHT_UNITS } from '@/lib/units/preferences';
import { SHOE_SYSTEMS } from '@/lib/units/shoe-systems';
import { ProfileUnits } from '@/components/units/ProfileUnits';
import { MeasurementValue } from './MeasurementValue';
import { MeasurementRows } from './MeasurementRows';

type Props = {
  locale: Locale;
  gender: Gender | null;
  measurements: RawMeasurements;
  view: ProfileView;
};

function linksOf<T extends string>(options: readonly T[], change: (option: T) => ProfileView) {
  return Object.fromEntries(
    options.map((option) => [option, profileViewSearch(change(option))]),
  ) as Record<T, string>;
}

export async function MeasurementList({ locale, gender, measurements, view }: Props) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const rows = measurementList(gender, measurements);
  if (rows.length === 0) return null;
  const hasLengths = rows.some((row) => row.label !== 'jeans' && row.label !== 'shoes');
  const hasShoes = rows.some((row) => row.label === 'shoes');
  const chosen = { height: view.height, shoes: view.shoes };
  return (
    <section aria-labelledby="measurements-title" className="flex flex-col gap-4">
      <h2 id="measurements-title" className="sr-only">
        {t('measurements')}
      </h2>
      <MeasurementRows
        rows={rows}
        labelOf={t}
        renderValue={(row) => (
          <MeasurementValue
            locale={locale}
            gender={gender}
            label={row.label}
            value={row.value}
            chosen={chosen}
          />
        )}
      />
      <ProfileUnits
        locale={locale}
        chosen={chosen}
        heights={hasLengths ? linksOf(HEIGHT_UNITS, (height) => ({ ...view, height })) : null}
        shoes={hasShoes ? linksOf(SHOE_SYSTEMS, (shoes) => ({ ...view, shoes })) : null}
      />
    </section>
  );
}
