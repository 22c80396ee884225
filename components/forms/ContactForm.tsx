'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { contactSchema, type ContactInput } from '@/lib/forms/contact';
import { Field, inputClass } from './Field';
import { FormNotice } from './FormNotice';
import { Honeypot } from './Honeypot';
import { applyServerErrors, postJson } from './postJson';
import { SubmitButton } from './SubmitButton';
import { useFormFlow } from './useFormFlow';

export function ContactForm() {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const flow = useFormFlow();
  const { register, handleSubmit, setError, formState } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', phone: '', message: '', website: '' },
  });
  const errors = formState.errors;

  const onValid = async (values: ContactInput) => {
    const response = await flow.send(() => postJson(`/api/contact?lang=${locale}`, values));
    await applyServerErrors(response, setError);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => flow.setStatus('invalid'))}
      className="relative flex max-w-xl flex-col gap-5"
      aria-label={t('contactTitle')}
    >
      <fieldset disabled={flow.busy || flow.status === 'sent'} className="flex flex-col gap-5">
        <Field id="contact-name" label={t('name')} required error={errors.name?.message}>
          {(a11y) => (
            <input {...a11y} {...register('name')} autoComplete="name" className={inputClass} />
          )}
        </Field>
        <Field id="contact-phone" label={t('phone')} required error={errors.phone?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('phone')}
              type="tel"
              autoComplete="tel"
              className={inputClass}
            />
          )}
        </Field>
        <Field id="contact-message" label={t('message')} required error={errors.message?.message}>
          {(a11y) => (
            <textarea {...a11y} {...register('message')} rows={5} className={inputClass} />
          )}
        </Field>
        <Honeypot registration={register('website')} />
      </fieldset>
      <FormNotice status={flow.status} sentText={t('sent')} />
      <div>
        <SubmitButton status={flow.status} sentText={t('sent')} />
      </div>
    </form>
  );
}
