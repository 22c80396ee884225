'use client';

import { useRef } from 'react';
import { formResolver } from '@/lib/forms/formResolver';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { contactSchema, type ContactInput } from '@/lib/forms/contact';
import { sendContact } from '@/lib/form-actions/contact';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { MessageFields } from './MessageFields';
import { FormNotice } from './FormNotice';
import { Honeypot } from './Honeypot';
import { LangField } from './LangField';
import { postJson } from './postJson';
import { SubmitButton } from './SubmitButton';
import { useFormFlow } from './useFormFlow';
import { usePostedForm } from './usePostedForm';

export function ContactForm() {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const posted = usePostedForm<ContactInput>(
    sendContact,
    pathFor(locale as Locale, { page: 'contact' }),
  );
  const form = useForm<ContactInput>({
    resolver: formResolver(contactSchema),
    defaultValues: { name: '', phone: '', message: '', website: '', ...posted.values },
    errors: posted.errors,
    // useFormFlow focuses the first invalid field in page order instead.
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const flow = useFormFlow(form, formRef, [], posted.state.status);
  const errors = formState.errors;

  const onValid = (values: ContactInput) =>
    flow.send(() => postJson(`/api/contact?lang=${locale}`, values));

  return (
    <form
      ref={formRef}
      action={posted.formAction}
      noValidate
      onSubmit={handleSubmit(onValid, flow.onInvalid)}
      className="relative flex max-w-xl flex-col gap-5"
      aria-label={t('contactTitle')}
    >
      <fieldset disabled={flow.busy || flow.status === 'sent'} className="flex flex-col gap-5">
        <MessageFields
          idPrefix="contact"
          register={(name) => register(name)}
          errors={errors}
          values={posted.values}
        />
        <Honeypot registration={register('website')} />
        <LangField />
      </fieldset>
      <FormNotice status={flow.status} sentText={t('sent')} />
      <SubmitButton status={flow.status} />
    </form>
  );
}
