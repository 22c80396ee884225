import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClass } from './Field';

type Name = 'name' | 'phone' | 'message';
type Props = {
  idPrefix: string;
  register: (name: Name) => UseFormRegisterReturn;
  errors: Partial<Record<Name, { message?: string }>>;
};

const INPUTS = {
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel' },
} as const;

export function MessageFields({ idPrefix, register, errors }: Props) {
  const t = useTranslations('Forms');
  return (['name', 'phone', 'message'] as const).map((name) => (
    <Field
      key={name}
      id={`${idPrefix}-${name}`}
      label={t(name)}
      required
      error={errors[name]?.message}
    >
      {(a11y) => {
        const props = { ...a11y, ...register(name), className: inputClass };
        return name === 'message' ? (
          <textarea {...props} rows={5} />
        ) : (
          <input {...props} {...INPUTS[name]} />
        );
      }}
    </Field>
  ));
}
