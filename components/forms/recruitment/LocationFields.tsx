import { useFormContext, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import type { FormState } from '@/lib/forms/form-state';
import { pathFor } from '@/lib/i18n/paths';
import { PLACES_INTENT, type RecruitmentValues } from '@/lib/forms/recruitment';
import type { Option } from '@/lib/options/types';
import { RecruitmentSelect } from './RecruitmentSelect';
import { useAttributeOptions } from './useAttributeOptions';

type Props = { countries: Option[]; places: FormState['options']; disabled: boolean };

const STATE_FIELD_ID = 'recruitment-state';

// Without scripts the action's answer lists the states and cities of what is chosen (`places`).
export function LocationFields({ countries, places, disabled }: Props) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const { control, setValue } = useFormContext<RecruitmentValues>();
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  const states = useAttributeOptions(locale, places?.states, country ? [country] : null);
  const cities = useAttributeOptions(
    locale,
    places?.cities,
    country && state ? [country, state] : null,
  );
  const clear =
    (...names: ('state' | 'city')[]) =>
    () => {
      for (const name of names) setValue(name, '');
    };

  return (
    <>
      <RecruitmentSelect
        name="country"
        label={t('country')}
        options={countries}
        disabled={disabled}
        onChange={clear('state', 'city')}
      />
      {(
        [
          ['state', states, clear('city')],
          ['city', cities, undefined],
        ] as const
      ).map(([name, list, onChange]) => (
        <RecruitmentSelect
          key={name}
          name={name}
          label={list.loading ? `${t(name)} — ${t('loadingOptions')}` : t(name)}
          options={list.options}
          failed={list.failed}
          disabled={disabled || list.waiting}
          onChange={onChange}
        />
      ))}
      {/* Without scripts the lists come with an answer: this one asks for them alone, and opens
          the answer at the state field, not at the form's notice (useActionForm). */}
      <noscript>
        <button
          type="submit"
          name={PLACES_INTENT.name}
          value={PLACES_INTENT.value}
          formAction={`${pathFor(locale, '/recruitment')}#${STATE_FIELD_ID}`}
          formNoValidate
          className="inline-flex min-h-11 items-center border border-ink px-4 text-sm"
        >
          {t('listPlaces')}
        </button>
      </noscript>
    </>
  );
}
