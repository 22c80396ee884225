import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { RECRUITMENT_CHECKBOXES, type RecruitmentValues } from '@/lib/forms/recruitment';

const isBox = (name: string) => (RECRUITMENT_CHECKBOXES as readonly string[]).includes(name);

/** What the action gave back of an application, as the form holds it: ticked boxes as booleans. */
export function fromPosted(values: Record<string, string>): RecruitmentValues {
  const held: Record<string, string | boolean> = { ...values };
  for (const box of RECRUITMENT_CHECKBOXES) if (box in values) held[box] = true;
  return held as RecruitmentValues;
}

/**
 * react-hook-form's register, writing what the action gave back into the
 * server's HTML as well (register() alone fills the fields only once the
 * scripts run), so a form answered without scripts keeps what was typed.
 */
export function registerWithPosted<T extends FieldValues>(
  register: UseFormRegister<T>,
  posted: Record<string, string>,
): UseFormRegister<T> {
  return (name, options) => {
    const registration = register(name, options);
    if (!(name in posted)) return registration;
    return isBox(name)
      ? { ...registration, defaultChecked: true }
      : { ...registration, defaultValue: posted[name] };
  };
}
