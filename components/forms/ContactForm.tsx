'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { contactSchema, type ContactInput } from '@/lib/forms/contact';
import { MessageFields } from './MessageFields';
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
        <MessageFields idPrefix="contact" register={(name) => register(name)} errors={errors} />
        <Honeypot registration={register('website')} />
      </fieldset>
      <FormNotice status={flow.status} sentText={t('sent')} />
      <div>
        <SubmitButton status={flow.status} sentText={t('sent')} />
      </div>
    </form>
  );
}
