import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClass } from './Field';

type Name = 'name' | 'phone' | 'message';
type Props = {
  idPrefix: string;
  register: (name: Name) => UseFormRegisterReturn;
  errors: Partial<Record<Name, { message?: string }>>;
  /**
   * What the visitor typed, when the page was rendered for a submission made
   * before the scripts ran: written into the HTML, which react-hook-form's
   * register() does not do.
   */
  values?: Partial<Record<Name, string>>;
};

/** Name, phone and message: the fields the contact and quote forms share. */
export function MessageFields({ idPrefix, register, errors, values = {} }: Props) {
  const t = useTranslations('Forms');
  return (
    <>
      <Field id={`${idPrefix}-name`} label={t('name')} required error={errors.name?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('name')}
            defaultValue={values.name}
            autoComplete="name"
            className={inputClass}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-phone`} label={t('phone')} required error={errors.phone?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('phone')}
            defaultValue={values.phone}
            type="tel"
            autoComplete="tel"
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-message`}
        label={t('message')}
        required
        error={errors.message?.message}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            {...register('message')}
            defaultValue={values.message}
            rows={5}
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}
