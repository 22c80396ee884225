'use client';

import { useTranslations } from 'next-intl';
import { HEIGHT_UNITS } from '@/lib/units/preferences';
import { SHOE_SYSTEMS } from '@/lib/units/shoe-systems';
import { useUnitPreferences } from '@/lib/browser/unitsStore';
import { UnitRadios } from './UnitRadios';

type Props = {
  locale: string;
  // False where the profile has no such measurement.
  lengths: boolean;
  shoes: boolean;
};

// Checked on the language's units in the server's HTML (and while hydrating), then on the
// visitor's stored ones.
export function ProfileUnits({ locale, lengths, shoes }: Props) {
  const t = useTranslations('Units');
  const units = useUnitPreferences(locale);
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      {lengths ? (
        <UnitRadios
          name="height-unit"
          label={t('lengthUnit')}
          options={HEIGHT_UNITS}
          current={units.height}
          text={(unit) => t(unit)}
          choose={units.setHeight}
        />
      ) : null}
      {shoes ? (
        <UnitRadios
          name="shoe-system"
          label={t('shoeSystem')}
          options={SHOE_SYSTEMS}
          current={units.shoes}
          text={(system) => system}
          fullName={(system) => t(`systems.${system}`)}
          choose={units.setShoes}
        />
      ) : null}
    </div>
  );
}
