'use client';

import { useRef } from 'react';
import { formResolver } from '@/lib/forms/formResolver';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { contactSchema, type ContactInput } from '@/lib/forms/contact';
import { MessageFields } from './MessageFields';
import { FormNotice } from './FormNotice';
import { Honeypot } from './Honeypot';
import { postJson } from './postJson';
import { SubmitButton } from './SubmitButton';
import { useFormFlow } from './useFormFlow';

export function ContactForm() {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const form = useForm<ContactInput>({
    resolver: formResolver(contactSchema),
    defaultValues: { name: '', phone: '', message: '', website: '' },
    // useFormFlow focuses the first invalid field in page order instead.
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const flow = useFormFlow(form, formRef);
  const errors = formState.errors;

  const onValid = (values: ContactInput) =>
    flow.send(() => postJson(`/api/contact?lang=${locale}`, values));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onValid, flow.onInvalid)}
      className="relative flex max-w-xl flex-col gap-5"
      aria-label={t('contactTitle')}
    >
      <fieldset disabled={flow.busy || flow.status === 'sent'} className="flex flex-col gap-5">
        <MessageFields idPrefix="contact" register={(name) => register(name)} errors={errors} />
        <Honeypot registration={register('website')} />
      </fieldset>
      <FormNotice status={flow.status} sentText={t('sent')} />
      <SubmitButton status={flow.status} />
    </form>
  );
}
