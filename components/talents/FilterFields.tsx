import { useTranslations } from 'next-intl';
import type { Option } from '@/lib/options/types';
import type { FilterValues } from '@/lib/talents/filter-form';
import { GENDERS } from '@/lib/talents/gender';

type Props = {
  /** The fields' values when the page was rendered (the URL's). */
  initial: FilterValues;
  heights: Option[];
  hair: Option[];
  eyes: Option[];
  /** A choice was made: the form applies it. */
  onChoose: () => void;
  idPrefix: string;
};

const field = 'min-h-11 w-full border border-ink/30 bg-paper px-3 text-base';
const label = 'mb-1 block text-xs tracking-widest text-muted uppercase';
const genderChoice =
  'inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center border border-ink px-3 text-sm tracking-widest uppercase has-checked:bg-ink has-checked:text-paper has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent';

/** The filters' gender choice and selects (height from and to, hair, eyes); uncontrolled. */
export function FilterFields({ initial, heights, hair, eyes, onChoose, idPrefix }: Props) {
  const t = useTranslations('Talents');
  const selects = [
    ['height_min', t('heightFrom'), t('anyHeight'), heights],
    ['height_max', t('heightTo'), t('anyHeight'), heights],
    ['hair', t('hairColor'), t('anyColor'), hair],
    ['eyes', t('eyeColor'), t('anyColor'), eyes],
  ] as const;
  return (
    <div className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-6">
      <fieldset className="col-span-2">
        <legend className={label}>{t('gender')}</legend>
        <div className="flex gap-2">
          {(['', ...GENDERS] as const).map((gender) => (
            <label key={gender || 'any'} className={genderChoice}>
              <input
                type="radio"
                name="gender"
                value={gender}
                defaultChecked={initial.gender === gender}
                onChange={onChoose}
                className="sr-only"
              />
              {gender === '' ? t('anyGender') : t(gender)}
            </label>
          ))}
        </div>
      </fieldset>
      {selects.map(([name, title, any, options]) => (
        <div key={name}>
          <label htmlFor={`${idPrefix}-${name}`} className={label}>
            {title}
          </label>
          <select
            id={`${idPrefix}-${name}`}
            name={name}
            defaultValue={initial[name]}
            onChange={onChoose}
            className={field}
          >
            <option value="">{any}</option>
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
