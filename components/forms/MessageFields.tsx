import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SummaryField } from './ErrorSummary';
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

/** The fields in page order, with the ids and labels the form and its error summary share. */
export function useMessageFields(idPrefix: string) {
  const t = useTranslations('Forms');
  return (['name', 'phone', 'message'] as const).map((name) => ({
    name,
    id: `${idPrefix}-${name}`,
    label: t(name),
  })) satisfies SummaryField[];
}

export function MessageFields({ idPrefix, register, errors }: Props) {
  return useMessageFields(idPrefix).map(({ name, id, label }) => (
    <Field key={name} id={id} label={label} required error={errors[name]?.message}>
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
