import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { EYE_COLORS, HAIR_COLORS } from '@agency/rules/appearance';
import { labelledOptions } from '@/lib/options/localized';
import type { FilterValues } from '@/lib/talents/filter-form';
import { GENDERS } from '@/lib/talents/gender';
import { filterField, filterLabel } from './filterStyles';
import { HeightSelect } from './HeightSelect';

type Props = {
  locale: Locale;
  values: FilterValues;
};

// The choices share the row and wrap when a language's words do not fit it (FEMININO at 320 px).
const genderChoice =
  'inline-flex min-h-11 grow basis-auto cursor-pointer whitespace-nowrap items-center justify-center border border-ink px-3 text-sm tracking-widest uppercase has-checked:bg-ink has-checked:text-paper has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent';

/**
 * Uncontrolled, each keyed by the URL's value, so after Back or Forward it shows the list's filter
 * (a field whose value did not change keeps its element, and focus).
 */
export async function FilterFields({ locale, values }: Props) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const hair = await getTranslations({ locale, namespace: 'Options.hair' });
  const eyes = await getTranslations({ locale, namespace: 'Options.eyes' });
  const colors = [
    ['hair', t('hairColor'), labelledOptions(HAIR_COLORS, hair)],
    ['eyes', t('eyeColor'), labelledOptions(EYE_COLORS, eyes)],
  ] as const;
  return (
    <div className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-6">
      <fieldset key={`gender-${values.gender}`} className="col-span-2">
        <legend className={filterLabel}>{t('gender')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['', ...GENDERS] as const).map((gender) => (
            <label key={gender || 'any'} className={genderChoice}>
              <input
                type="radio"
                name="gender"
                value={gender}
                defaultChecked={values.gender === gender}
                className="sr-only"
              />
              {gender === '' ? t('anyGender') : t(gender)}
            </label>
          ))}
        </div>
      </fieldset>
      {(['height_min', 'height_max'] as const).map((name) => (
        <HeightSelect
          key={`${name}-${values[name]}`}
          name={name}
          label={name === 'height_min' ? t('heightFrom') : t('heightTo')}
          any={t('anyHeight')}
          value={values[name]}
        />
      ))}
      {colors.map(([name, title, options]) => (
        <div key={`${name}-${values[name]}`}>
          <label htmlFor={`filter-${name}`} className={filterLabel}>
            {title}
          </label>
          <select
            id={`filter-${name}`}
            name={name}
            defaultValue={values[name]}
            className={filterField}
          >
            <option value="">{t('anyColor')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
